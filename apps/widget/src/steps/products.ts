import type { ProductDetail, ProductOption, ProductSummary } from "../api";
import { formatWon } from "../seoul";
import type { CartItem } from "../types";
import { element, loadFailed, loading, primaryButton, type StepContext } from "./context";

/**
 * Treatments to book: the options of one product (productId), a list of an event's or category's products, or —
 * opened from nowhere in particular — the visitor's cart followed by every product.
 */
export async function renderProducts(ctx: StepContext): Promise<void> {
  const list = element("div");
  list.append(loading());
  ctx.show("시술을 선택해 주세요", list);
  const next = primaryButton(ctx, "다음", () => ctx.next(), ctx.state.picked.size === 0);
  const refresh = () => {
    next.disabled = ctx.state.picked.size === 0;
  };
  const { eventId, categoryId, productId } = ctx.state.request;
  const sections: HTMLElement[] = [];

  if (productId !== undefined) {
    const product = await ctx.api.product(productId);
    if (!ctx.live()) return;
    if (!product.ok) return loadFailed(ctx, list, product.message);
    sections.push(productBlock(ctx, product.data, refresh));
  } else {
    // The cart (only when opened without a filter) and the product list load side by side.
    const browsing = eventId === undefined && categoryId === undefined;
    const [cart, products] = await Promise.all([
      browsing ? cartSection(ctx, refresh) : Promise.resolve(null),
      ctx.api.products({ eventId, categoryId }),
    ]);
    if (!ctx.live()) return;
    if (!products.ok) return loadFailed(ctx, list, products.message);
    if (cart) sections.push(cart);
    sections.push(productList(ctx, products.data.rows, refresh));
  }
  list.replaceChildren(...sections);
}

async function cartSection(ctx: StepContext, refresh: () => void): Promise<HTMLElement | null> {
  const me = await ctx.api.me();
  const cart = await ctx.api.cart(me.ok);
  if (!cart.ok || cart.data.rows.length === 0) return null;
  const section = element("section", {}, element("h4", { textContent: "장바구니" }));
  const options = element("div", { className: "cr-options" });
  for (const item of cart.data.rows) options.append(cartCheckbox(ctx, item, refresh));
  section.append(options);
  return section;
}

function cartCheckbox(ctx: StepContext, item: CartItem, refresh: () => void): HTMLElement {
  return optionCheckbox(
    ctx,
    { id: item.productOptionId, label: `${item.productName} · ${item.optionName}`, price: item.price },
    refresh,
  );
}

function productList(ctx: StepContext, rows: ProductSummary[], refresh: () => void): HTMLElement {
  if (rows.length === 0)
    return element("p", { className: "cr-muted", textContent: "예약할 수 있는 시술이 없습니다." });
  const list = element("ul", { className: "cr-list" });
  list.setAttribute("aria-label", "시술 목록");
  for (const product of rows) {
    const item = element("li", { className: "cr-product" });
    const toggle = element("button", { type: "button" }, element("span", { textContent: product.name }));
    toggle.append(
      element("span", {
        className: "cr-muted",
        textContent: product.price === null ? "" : formatWon(product.price),
      }),
    );
    toggle.setAttribute("aria-expanded", "false");
    toggle.addEventListener("click", async () => {
      const expanded = toggle.getAttribute("aria-expanded") === "true";
      toggle.setAttribute("aria-expanded", String(!expanded));
      item.querySelector(".cr-options")?.remove();
      if (expanded) return;
      const detail = await ctx.api.product(product.id);
      if (!ctx.live()) return;
      if (!detail.ok) return ctx.dialog.showError(detail.message);
      item.append(optionList(ctx, detail.data, refresh));
    });
    item.append(toggle);
    list.append(item);
  }
  return list;
}

function productBlock(ctx: StepContext, product: ProductDetail, refresh: () => void): HTMLElement {
  const block = element("section", { className: "cr-product" }, element("h4", { textContent: product.name }));
  block.append(optionList(ctx, product, refresh));
  return block;
}

function optionList(ctx: StepContext, product: ProductDetail, refresh: () => void): HTMLElement {
  const list = element("div", { className: "cr-options" });
  list.setAttribute("role", "group");
  list.setAttribute("aria-label", `${product.name} 옵션`);
  for (const option of product.options) list.append(optionCheckbox(ctx, describe(product, option), refresh));
  if (product.options.length === 0)
    list.append(element("p", { className: "cr-muted", textContent: "옵션이 없습니다." }));
  return list;
}

function describe(product: ProductDetail, option: ProductOption) {
  return { id: option.id, label: `${product.name} · ${option.name}`, price: option.price };
}

function optionCheckbox(
  ctx: StepContext,
  option: { id: number; label: string; price: number },
  refresh: () => void,
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
  const name = option.label.split(" · ").at(-1) ?? option.label;
  return element(
    "label",
    { className: "cr-check" },
    input,
    element("span", { textContent: `${name} ${formatWon(option.price)}` }),
  );
}
