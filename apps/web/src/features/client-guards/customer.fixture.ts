/** A well-formed customer answer for the guards' tests. */
export const validCustomer = {
  id: 7,
  type: "REGISTERED",
  isRegular: true,
  name: "김하늘",
  phone: "01012345678",
  email: null,
  birthDate: "1990-01-02",
  gender: "FEMALE",
  marketingReceivable: false,
  remindersReceivable: true,
  createdAt: "2026-01-01T00:00:00.000Z",
} as const;
