import { resolveLink } from "@/features/site/links";

/** Which reservation the widget opens. */
export type WidgetKind = "visit" | "treatment";

/** Spec section 3 (rightButton.useWidget, widget type): 'visit' is a visit reservation, anything else treatment. */
export function widgetKindFor(useWidget: string | null | undefined): WidgetKind {
  return useWidget === "visit" ? "visit" : "treatment";
}

export type ButtonAction =
  | { kind: "widget"; widget: WidgetKind }
  | { kind: "link"; href: string; external: boolean };

/**
 * Spec section 2 "Action button behaviour": without a URL the button opens the reservation widget (visit or
 * treatment per useWidget); with one it is a link — "/…" internal in the same tab, anything else external in a
 * new tab, http:// prepended when the scheme is missing. Pure.
 */
export function actionFor(button: {
  buttonUrl: string | null | undefined;
  useWidget: string | null | undefined;
}): ButtonAction {
  const link = resolveLink(button.buttonUrl);
  if (!link) return { kind: "widget", widget: widgetKindFor(button.useWidget) };
  return { kind: "link", href: link.href, external: link.external };
}

/**
 * What the floating reservation button (which shows the cart badge) opens: with treatments in the cart the
 * treatment reservation, whose first step lists the cart; otherwise the site's configured kind. Pure.
 */
export function floatingWidgetKind(configured: WidgetKind, cartCount: number): WidgetKind {
  return cartCount > 0 ? "treatment" : configured;
}
