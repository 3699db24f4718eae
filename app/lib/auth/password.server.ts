// Password hashing with argon2id through @node-rs/argon2 (a maintained binding of the RustCrypto
// implementation, prebuilt for our platforms). Parameters are OWASP's first argon2id setting
// (19 MiB, 2 passes, 1 lane): about 12 ms and 19 MiB per hash here (idle), which keeps a burst of
// sign-ins on a 2-core server affordable. They are stored inside each hash, so raising them later
// only needs `needsRehash()` at the next successful sign-in.
import { hash, verify } from "@node-rs/argon2";

export const ARGON2_PARAMETERS = { memoryCost: 19_456, timeCost: 2, parallelism: 1, outputLen: 32 } as const;

export function hashPassword(password: string): Promise<string> {
  // The library's default algorithm is argon2id (its Algorithm enum is a const enum, which
  // type-stripped code cannot import); a unit test checks every hash says `$argon2id$`.
  return hash(password, ARGON2_PARAMETERS);
}

/** False for a wrong password and for a hash this code cannot read; never throws. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  if (!passwordHash.startsWith("$argon2")) return false;
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the same time as checking a real password. Called when the account does not exist (or
 * must not be revealed), so response times do not tell registered addresses apart (ASVS 6.3.8).
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword(`dummy-${Math.random()}`);
  await verifyPassword(await dummyHash, password);
  return false;
}

/** True when a stored hash was made with other parameters than today's (or another algorithm). */
export function needsRehash(passwordHash: string): boolean {
  const { memoryCost, timeCost, parallelism } = ARGON2_PARAMETERS;
  return !passwordHash.startsWith(`$argon2id$v=19$m=${memoryCost},t=${timeCost},p=${parallelism}$`);
}
