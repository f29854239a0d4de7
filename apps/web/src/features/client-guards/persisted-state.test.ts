import { describe, expect, it } from "vitest";
import { validCustomer } from "./customer.fixture";
import {
  parseAuthState,
  parseCommonState,
  persistedAuthParser,
  persistedCommonParser,
} from "./persisted-state";

describe("persisted auth slice", () => {
  it("accepts a signed-out and a signed-in slice", () => {
    expect(parseAuthState({ customer: null })).toEqual({ customer: null });
    expect(parseAuthState({ customer: { ...validCustomer, stale: 1 } })).toEqual({ customer: validCustomer });
  });

  it("keeps a customer stored before reminders were a choice, with reminders on (the default)", () => {
    const { remindersReceivable: _reminders, ...before } = validCustomer;
    const slice = parseAuthState({ customer: { ...before, marketingReceivable: true } });
    expect(slice).toEqual({
      customer: { ...validCustomer, marketingReceivable: true, remindersReceivable: true },
    });
  });

  it.each([
    ["nothing", null],
    ["no customer key", {}],
    ["an undefined customer", { customer: undefined }],
    ["a malformed customer", { customer: { ...validCustomer, id: "7" } }],
    [
      "a reminders choice that is not a boolean",
      { customer: { ...validCustomer, remindersReceivable: null } },
    ],
  ])("rejects %s", (_case, value) => {
    expect(parseAuthState(value)).toBeNull();
    expect(persistedAuthParser.safeParse(value)).toEqual({ success: false });
  });
});

describe("persisted common slice", () => {
  it("accepts a path and a count", () => {
    const slice = { lastPath: "/products/1", cartCount: 2 };
    expect(parseCommonState({ ...slice, other: "x" })).toEqual(slice);
    expect(persistedCommonParser.safeParse(slice)).toEqual({ success: true, data: slice });
    expect(parseCommonState({ lastPath: null, cartCount: 0 })).toEqual({ lastPath: null, cartCount: 0 });
  });

  it.each([
    ["a relative path", { lastPath: "products", cartCount: 0 }],
    ["an absolute URL", { lastPath: "https://evil.example/", cartCount: 0 }],
    ["a negative count", { lastPath: null, cartCount: -1 }],
    ["a fractional count", { lastPath: null, cartCount: 1.5 }],
    ["a missing path", { cartCount: 0 }],
    ["an array", []],
  ])("rejects %s", (_case, value) => {
    expect(parseCommonState(value)).toBeNull();
  });
});
