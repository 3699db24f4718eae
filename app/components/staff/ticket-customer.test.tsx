// The ticket page's customer panel with the customer's AMC contract: its number linking to the
// contract's page, plan, end date and response target, and the flag of a contract in grace or lapsed;
// the customer's note when theirs lapsed.
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { TicketContract } from "~/lib/tickets/staff-queue";
import { ContractLapsedNote } from "~/components/tickets/contract-lapsed-note";
import { TicketCustomer } from "./ticket-panels";

const contract: TicketContract = {
  id: 42,
  planName: "Professional AMC",
  endsOn: "2026-11-30",
  responseMinutes: 480,
  state: "in-force",
  graceUntil: null,
  expiredOn: null,
};

function panel(shown: TicketContract | null) {
  const ticket = {
    customerName: "Meera Iyer",
    customerEmail: "meera@example.com",
    customerSince: "2025-01-01T00:00:00.000Z",
    contract: shown,
    planResponseMinutes: shown ? 480 : null,
  };
  return renderToStaticMarkup(
    <MemoryRouter>
      <TicketCustomer ticket={ticket} />
    </MemoryRouter>,
  );
}

describe("the ticket page's customer panel", () => {
  it("names the contract in force, linked to its page, with its plan, end and target", () => {
    const html = panel(contract);
    expect(html).toContain('href="/staff/contracts/42"');
    expect(html).toContain("AMC-42");
    expect(html).toContain("Professional AMC");
    expect(html).toContain("30 November 2026");
    expect(html).toContain("8 hours");
    expect(html).not.toContain('role="note"');
  });

  it("flags a contract in its grace period, and one that expired", () => {
    expect(panel({ ...contract, state: "grace", graceUntil: "2026-12-15" })).toContain(
      "In grace period until 15 December 2026",
    );
    expect(panel({ ...contract, state: "lapsed", expiredOn: "2026-12-16" })).toContain(
      "Contract AMC-42 expired on 16 December 2026: standard response times apply.",
    );
  });

  it("says so when the customer has no contract", () => {
    expect(panel(null)).toContain("No active AMC plan");
  });

  it("tells the customer their lapsed contract no longer shortens targets, and where to renew", () => {
    const html = renderToStaticMarkup(
      <MemoryRouter>
        <ContractLapsedNote endedOn="30 November 2026" />
      </MemoryRouter>,
    );
    expect(html).toContain("Your AMC contract ended on 30 November 2026; your tickets get the standard response times");
    expect(html).toContain('href="/account/contracts"');
  });
});
