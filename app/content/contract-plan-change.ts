// The note a customer's plan-change request carries to our staff, whose console is English: it names
// the contract the request comes from, whatever language the customer asked in (their own note is
// kept as they wrote it).
export const planChangeRequestNote = (id: number, currentPlan: string, note: string) =>
  note
    ? `Change from contract AMC-${id} (${currentPlan}). ${note}`
    : `Change from contract AMC-${id} (${currentPlan}).`;
