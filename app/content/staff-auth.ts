// Words of who staff are and how they prove it: the second-factor pages, the team page,
// the audit log and the emails sent when someone is given a staff role.

export const secondFactorCopy = {
  setupTitle: "Set up two-step sign-in",
  setupHeading: "Set up two-step sign-in",
  setupIntro:
    "Staff pages need a second step after your password. Scan this QR code with an authenticator app (for example Google Authenticator, Microsoft Authenticator, 1Password or Aegis), then type the six-digit code it shows.",
  qrLabel: "QR code for your authenticator app",
  secretLabel: "Or type this key into the app",
  secretHint: "Time-based, 6 digits, every 30 seconds.",
  codeLabel: "Six-digit code",
  confirmSubmit: "Confirm and continue",
  confirmSubmitting: "Checking…",
  codesTitle: "Your recovery codes",
  codesHeading: "Save your recovery codes",
  codesIntro:
    "If you lose your phone, each of these codes signs you in once instead of a six-digit code. Keep them somewhere safe: this is the only time they are shown.",
  codesListLabel: "Recovery codes",
  codesContinue: "I have saved them, continue",
  alreadyDone: "Two-step sign-in is already set up for your account.",
  verifyTitle: "Two-step sign-in",
  verifyHeading: "Enter your code",
  verifyIntro: "Open your authenticator app and type the six-digit code for this site, or one of your recovery codes.",
  verifyCodeLabel: "Code from your app, or a recovery code",
  verifySubmit: "Verify",
  verifySubmitting: "Verifying…",
  lostAccess: "Lost your phone and your recovery codes? Ask an admin to reset your two-step sign-in.",
  signOut: "Sign out",
} as const;

export const secondFactorMessages = {
  codeRequired: "Enter the code from your app",
  codeFormat: "Enter the six digits from your app, or a recovery code such as ABCDE-23456",
  setupCodeFormat: "Enter the six digits from your app",
  wrongCode: "That code is not right, or it was already used. Please try the next one.",
  verified: "Two-step sign-in done.",
  rateLimited: (minutes: number) =>
    `Too many attempts. Please wait about ${minutes} minute${minutes === 1 ? "" : "s"} and try again.`,
  enrolled: "Two-step sign-in is set up.",
  recoveryUsed: (left: number) =>
    `Recovery code accepted. You have ${left} left; an admin can reset your two-step sign-in to make new ones.`,
} as const;

export const teamCopy = {
  title: "Team",
  heading: "Team",
  intro: "Staff work the console; admins also manage the team and read the audit log.",
  tableLabel: "Staff and admins",
  columns: { name: "Name", email: "Email", role: "Role", secondFactor: "Two-step sign-in", actions: "Actions" },
  enrolled: "Set up",
  notEnrolled: "Not yet",
  you: "(you)",
  roleLabel: "Role",
  changeRole: "Change role",
  remove: "Remove",
  resetFactor: "Reset two-step sign-in",
  inviteHeading: "Invite someone",
  inviteIntro:
    "An existing account gets the role and a notice by email; a new address gets an account and an email to choose a password.",
  emailLabel: "Email address",
  nameLabel: "Name (for a new account)",
  invite: "Invite",
  inviting: "Inviting…",
  roles: [
    { value: "staff", label: "Staff" },
    { value: "admin", label: "Admin" },
  ],
} as const;

export const teamMessages = {
  emailRequired: "Enter an email address",
  emailInvalid: "Enter a valid email address",
  nameTooLong: "The name can be at most 100 characters",
  roleInvalid: "Choose staff or admin",
  invited: (email: string) => `${email} was invited.`,
  granted: (email: string) => `${email} now has the role.`,
  unchanged: (email: string) => `${email} already has that role.`,
  alreadyInvited: (email: string) => `${email} is already invited.`,
  roleChanged: (email: string) => `${email}'s role was changed.`,
  removed: (email: string) => `${email} is no longer staff.`,
  factorReset: (email: string) => `${email} will set up two-step sign-in again at their next sign-in.`,
  notYourself: "You cannot change or remove your own role.",
  lastAdmin: "There must always be at least one admin.",
  notFound: "That person is not on the team any more.",
  unavailable: "Something went wrong on our side. Please try again in a moment.",
} as const;

export const auditCopy = {
  title: "Audit log",
  heading: "Audit log",
  intro: "Every staff action, newest first.",
  tableLabel: "Audit log entries",
  filtersLabel: "Filter the audit log",
  columns: { when: "When", actor: "Who", action: "Action", subject: "Subject", change: "Before → after" },
  actorLabel: "Who (email contains)",
  actionLabel: "Action",
  anyAction: "Any action",
  fromLabel: "From",
  toLabel: "To",
  apply: "Filter",
  clear: "Clear filters",
  empty: "No entries match.",
  before: "Before",
  after: "After",
  nothing: "—",
  pagination: "Audit log pages",
  newer: "Newer",
  older: "Older",
  page: (page: number) => `Page ${page}`,
} as const;

/** Emails to people given a staff role (invited from the console or added with `npm run staff`). */
export const staffEmails = {
  invite: {
    subject: "You have been added to the Anantha IT staff console",
    paragraphs: (role: string) => [
      "Hello,",
      `An account with the ${role} role has been made for you on the Anantha IT Solutions website.`,
      "Choose your password with the link below (it works once, for 24 hours). At your first sign-in to the staff console you will set up two-step sign-in with an authenticator app.",
    ],
    action: "Choose your password",
  },
  granted: {
    subject: "You now have access to the Anantha IT staff console",
    paragraphs: (fullName: string, role: string) => [
      `Hello ${fullName},`,
      `Your account now has the ${role} role. Sign in and open the staff console; the first time, you will set up two-step sign-in with an authenticator app.`,
    ],
    action: "Open the staff console",
  },
} as const;
