import { priceSummary } from "../format";
import { formatWon } from "../seoul";
import { element, loadFailed, loading, primaryButton, type StepContext } from "./context";

/**
 * The treatments at their list prices, one discount line and the total (list − discount = total, format.ts), the VAT
 * note and the duration as the API computes them, before choosing a date.
 */
export async function renderSummary(ctx: StepContext): Promise<void> {
  const holder = element("div");
  holder.append(loading());
  ctx.show("예약 내용을 확인해 주세요", holder);
  const next = primaryButton(ctx, "날짜 선택", () => ctx.next(), true);
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
      priceCell("list-price", line.listPrice, formatWon(line.listPrice)),
    );
  }
  if (sums.discount > 0) {
    list.append(
      element("dt", { textContent: "할인" }),
      priceCell("discount", sums.discount, `-${formatWon(sums.discount)}`),
    );
  }
  list.append(
    element("dt", { className: "cr-total", textContent: "합계" }),
    priceCell("total", sums.total, formatWon(sums.total), "cr-total"),
    element("dt", { textContent: "소요 시간" }),
    element("dd", { textContent: `약 ${confirm.durationMinutes}분` }),
  );
  const vat = element("p", {
    className: "cr-muted",
    textContent: confirm.vatIncluded ? "부가세 포함 금액입니다." : "부가세 별도 금액입니다.",
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
