/**
 * Toast descriptions may carry simple markup (spec section 3: "description (markup)"). Rather than injecting
 * HTML, it is parsed into a tiny tree of the few inline tags a message needs; everything else stays literal
 * text, which React escapes. Pure.
 */
export const TOAST_TAGS = ["b", "strong", "em", "i", "br"] as const;
export type ToastTag = (typeof TOAST_TAGS)[number];

export type MarkupNode = string | { tag: ToastTag; children: MarkupNode[] };

const TAG = /<(\/?)(b|strong|em|i|br)\s*\/?>/gi;
const ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  "#39": "'",
  nbsp: "\u00a0",
};

const decode = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name] ?? "");

interface Frame {
  tag: ToastTag | null;
  children: MarkupNode[];
}

export function parseToastMarkup(input: string): MarkupNode[] {
  const root: Frame = { tag: null, children: [] };
  const stack: Frame[] = [root];
  const top = () => stack[stack.length - 1] as Frame;
  let last = 0;
  for (const match of input.matchAll(TAG)) {
    const index = match.index ?? 0;
    if (index > last) top().children.push(decode(input.slice(last, index)));
    last = index + match[0].length;
    const closing = match[1] === "/";
    const tag = (match[2] as string).toLowerCase() as ToastTag;
    if (tag === "br") {
      if (!closing) top().children.push({ tag: "br", children: [] });
      continue;
    }
    if (!closing) {
      stack.push({ tag, children: [] });
      continue;
    }
    // A closing tag ends the nearest open element of that tag; a stray one is dropped.
    const openIndex = stack.findLastIndex((frame) => frame.tag === tag);
    if (openIndex <= 0) continue;
    while (stack.length > openIndex) closeTop(stack);
  }
  if (last < input.length) top().children.push(decode(input.slice(last)));
  while (stack.length > 1) closeTop(stack);
  return root.children;
}

function closeTop(stack: Frame[]) {
  const frame = stack.pop() as Frame;
  const parent = stack[stack.length - 1] as Frame;
  parent.children.push({ tag: frame.tag as ToastTag, children: frame.children });
}

/** The description as plain text (for comparisons and labels). */
export function markupText(nodes: MarkupNode[]): string {
  return nodes
    .map((node) => (typeof node === "string" ? node : node.tag === "br" ? "\n" : markupText(node.children)))
    .join("");
}
