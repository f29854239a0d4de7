/** Accordion state (spec section 4): the indexes of the open items. Pure. */
export type AccordionMode = "single" | "multiple";

export type AccordionAction =
  | { type: "toggle"; index: number; mode: AccordionMode }
  | { type: "reset"; open: number[] };

/**
 * single: opening an item closes the others; a second click on the open item closes it.
 * multiple: each click toggles that item in or out, leaving the rest as they are.
 */
export function accordionReducer(open: readonly number[], action: AccordionAction): number[] {
  if (action.type === "reset") return [...action.open];
  const isOpen = open.includes(action.index);
  if (action.mode === "single") return isOpen ? [] : [action.index];
  return isOpen ? open.filter((index) => index !== action.index) : [...open, action.index];
}
