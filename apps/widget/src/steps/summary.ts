import { priceSummary } from "../format";
import { element, loadFailed, loading, primaryButton, type StepContext } from "./context";

/**
 * The treatments at their list prices, one discount line and the total (list − discount = total, format.ts), the VAT
 * note and the duration as the API computes them, before choosing a date.
 */
export async function renderSummary(ctx: StepContext): Promise<void> {
  const { t, format } = ctx;
  const holder = element("div");
  holder.append(loading(ctx));
  ctx.show(t.summaryHeading, holder);
  const next = primaryButton(ctx, t.toDate, () => ctx.next(), true);
  const answer = await ctx.api.confirm([...ctx.state.picked.keys()]);
  if (!ctx.live()) return;
  if (!answer.ok) {
    loadFailed(ctx, holder, answer.message);
    return;
  }
  const confirm = answer.data;
  ctx.state.confirm = confirm;
  for (const item of confirm.items) {
    ctx.state.picked.set(item.productOptionId, {
      productOptionId: item.productOptionId,
      label: `${item.productName} · ${item.optionName}`,
      price: item.price,
    });
  }
  const sums = priceSummary(confirm);
  const list = element("dl", { className: "cr-summary" });
  list.dataset.testid = "price-summary";
  for (const line of sums.lines) {
    list.append(
      element("dt", { textContent: line.label }),
      priceCell("list-price", line.listPrice, format.price(line.listPrice)),
    );
  }
  if (sums.discount > 0) {
    list.append(
      element("dt", { textContent: t.discount }),
      priceCell("discount", sums.discount, `-${format.price(sums.discount)}`),
    );
  }
  list.append(
    element("dt", { className: "cr-total", textContent: t.total }),
    priceCell("total", sums.total, format.price(sums.total), "cr-total"),
    element("dt", { textContent: t.duration }),
    element("dd", { textContent: t.about(format.minutes(confirm.durationMinutes)) }),
  );
  const vat = element("p", {
    className: "cr-muted",
    textContent: confirm.vatIncluded ? t.vatIncluded : t.vatExcluded,
  });
  holder.replaceChildren(list, vat);
  next.disabled = confirm.items.length === 0;
}

/** A price cell carrying its amount (data-amount) so tests can check the sums without parsing "1,000원". */
function priceCell(kind: string, amount: number, text: string, className = ""): HTMLElement {
  const cell = element("dd", { className, textContent: text });
  cell.dataset.price = kind;
  cell.dataset.amount = String(amount);
  return cell;
}
