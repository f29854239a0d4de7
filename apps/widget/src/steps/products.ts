import type { ProductDetail, ProductOption, ProductSummary } from "../api";
import type { CartItem } from "../types";
import { currentMember, element, loadFailed, loading, primaryButton, type StepContext } from "./context";

/** Told to the storefront whenever the widget changed the cart (its badge reads the cart again). */
export const CART_CHANGED_EVENT = "clinic:cart-changed";

/**
 * Treatments to book: the options of one product (productId alone), an event's or category's products with the
 * campaign's product (productId) opened and its default option picked, or — opened from nowhere in particular —
 * the visitor's cart (its lines picked, each removable) followed by every product.
 */
export async function renderProducts(ctx: StepContext): Promise<void> {
  const list = element("div");
  list.append(loading(ctx));
  ctx.show(ctx.t.productsHeading, list);
  const next = primaryButton(ctx, ctx.t.next, () => ctx.next(), ctx.state.picked.size === 0);
  const refresh = () => {
    next.disabled = ctx.state.picked.size === 0;
  };
  const { eventId, categoryId, productId } = ctx.state.request;
  const sections: HTMLElement[] = [];
  const filtered = eventId !== undefined || categoryId !== undefined;

  if (productId !== undefined && !filtered) {
    const product = await ctx.api.product(productId);
    if (!ctx.live()) return;
    if (!product.ok) return loadFailed(ctx, list, product.message);
    sections.push(productBlock(ctx, product.data, refresh));
  } else {
    // The cart (only when opened without a filter) and the product list load side by side.
    const [cart, products] = await Promise.all([
      filtered ? Promise.resolve(null) : cartSection(ctx, refresh),
      ctx.api.products({ eventId, categoryId }),
    ]);
    if (!ctx.live()) return;
    if (!products.ok) return loadFailed(ctx, list, products.message);
    if (cart) sections.push(cart);
    sections.push(productList(ctx, products.data.rows, refresh, productId));
  }
  list.replaceChildren(...sections);
  refresh();
}

async function cartSection(ctx: StepContext, refresh: () => void): Promise<HTMLElement | null> {
  const member = await currentMember(ctx);
  const cart = await ctx.api.cart(member !== null);
  if (!cart.ok || cart.data.rows.length === 0) return null;
  // The cart is what the visitor meant to book: its lines start picked, once per open dialog.
  if (!ctx.state.cartPrefilled) {
    ctx.state.cartPrefilled = true;
    for (const item of cart.data.rows) ctx.state.picked.set(item.productOptionId, pickedOf(item));
  }
  const heading = element("h4", { textContent: ctx.t.cartCount(cart.data.rows.length) });
  const section = element("section", { className: "cr-cart" }, heading);
  section.setAttribute("aria-label", ctx.t.cart);
  const lines = element("ul", { className: "cr-list" });
  const count = () => {
    const left = lines.children.length;
    heading.textContent = ctx.t.cartCount(left);
    if (left === 0) section.remove();
  };
  for (const item of cart.data.rows) lines.append(cartLine(ctx, item, member !== null, refresh, count));
  section.append(lines);
  return section;
}

function pickedOf(item: CartItem) {
  return {
    productOptionId: item.productOptionId,
    label: `${item.productName} · ${item.optionName}`,
    price: item.price,
  };
}

function cartLine(
  ctx: StepContext,
  item: CartItem,
  member: boolean,
  refresh: () => void,
  count: () => void,
): HTMLElement {
  const line = element("li", { className: "cr-cart-line" });
  line.dataset.testid = "cart-line";
  const check = optionCheckbox(
    ctx,
    { id: item.productOptionId, label: `${item.productName} · ${item.optionName}`, price: item.price },
    refresh,
    true,
  );
  const remove = element("button", {
    type: "button",
    className: "cr-secondary cr-small",
    textContent: ctx.t.remove,
  });
  remove.setAttribute("aria-label", ctx.t.removeFromCart(item.productName, item.optionName));
  remove.addEventListener("click", async () => {
    remove.disabled = true;
    ctx.dialog.showError(null);
    const answer = await ctx.api.removeFromCart(member, [item.productOptionId]);
    if (!ctx.live()) return;
    if (!answer.ok) {
      remove.disabled = false;
      ctx.dialog.showError(answer.message);
      return;
    }
    ctx.state.picked.delete(item.productOptionId);
    line.remove();
    count();
    refresh();
    window.dispatchEvent(new CustomEvent(CART_CHANGED_EVENT));
  });
  line.append(check, remove);
  return line;
}

function productList(
  ctx: StepContext,
  rows: ProductSummary[],
  refresh: () => void,
  openProductId: number | undefined,
): HTMLElement {
  if (rows.length === 0) return element("p", { className: "cr-muted", textContent: ctx.t.noProducts });
  const list = element("ul", { className: "cr-list" });
  list.setAttribute("aria-label", ctx.t.productList);
  for (const product of rows) {
    const item = element("li", { className: "cr-product" });
    const toggle = element(
      "button",
      { type: "button" },
      element("span", { className: "cr-product-name", textContent: product.name }),
    );
    toggle.append(
      element("span", {
        className: "cr-muted cr-price",
        textContent: product.price === null ? "" : ctx.format.price(product.price),
      }),
    );
    toggle.setAttribute("aria-expanded", "false");
    const expand = async (preselect: boolean) => {
      toggle.setAttribute("aria-expanded", "true");
      const detail = await ctx.api.product(product.id);
      if (!ctx.live()) return;
      if (!detail.ok) return ctx.dialog.showError(detail.message);
      item.querySelector(".cr-options")?.remove();
      if (preselect) preselectDefault(ctx, detail.data);
      item.append(optionList(ctx, detail.data, refresh));
      refresh();
    };
    toggle.addEventListener("click", () => {
      const expanded = toggle.getAttribute("aria-expanded") === "true";
      item.querySelector(".cr-options")?.remove();
      if (expanded) {
        toggle.setAttribute("aria-expanded", "false");
        return;
      }
      void expand(false);
    });
    item.append(toggle);
    list.append(item);
    // A campaign link's product (wpid) opens with its default option picked; the others stay one tap away.
    if (product.id === openProductId) {
      item.dataset.campaign = "true";
      void expand(ctx.state.picked.size === 0);
    }
  }
  return list;
}

/** Picks the product's default option (or its only one) when nothing is picked yet. */
function preselectDefault(ctx: StepContext, product: ProductDetail): void {
  const option = product.options.find((candidate) => candidate.isDefault) ?? product.options[0];
  if (!option || ctx.state.picked.size > 0) return;
  const { id, label, price } = describe(product, option);
  ctx.state.picked.set(id, { productOptionId: id, label, price });
}

function productBlock(ctx: StepContext, product: ProductDetail, refresh: () => void): HTMLElement {
  const block = element("section", { className: "cr-product" }, element("h4", { textContent: product.name }));
  block.append(optionList(ctx, product, refresh));
  return block;
}

function optionList(ctx: StepContext, product: ProductDetail, refresh: () => void): HTMLElement {
  const list = element("div", { className: "cr-options" });
  list.setAttribute("role", "group");
  list.setAttribute("aria-label", ctx.t.optionsOf(product.name));
  for (const option of product.options) list.append(optionCheckbox(ctx, describe(product, option), refresh));
  if (product.options.length === 0)
    list.append(element("p", { className: "cr-muted", textContent: ctx.t.noOptions }));
  return list;
}

function describe(product: ProductDetail, option: ProductOption) {
  return { id: option.id, label: `${product.name} · ${option.name}`, price: option.price };
}

function optionCheckbox(
  ctx: StepContext,
  option: { id: number; label: string; price: number },
  refresh: () => void,
  fullLabel = false,
): HTMLElement {
  const input = element("input", { type: "checkbox", checked: ctx.state.picked.has(option.id) });
  input.addEventListener("change", () => {
    if (input.checked)
      ctx.state.picked.set(option.id, {
        productOptionId: option.id,
        label: option.label,
        price: option.price,
      });
    else ctx.state.picked.delete(option.id);
    refresh();
  });
  const name = fullLabel ? option.label : (option.label.split(" · ").at(-1) ?? option.label);
  return element(
    "label",
    { className: "cr-check" },
    input,
    element("span", { textContent: `${name} ${ctx.format.price(option.price)}` }),
  );
}
