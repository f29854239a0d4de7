"use client";

/**
 * Page scroll lock for the search panel and the mobile menu (spec section 4). Counted, so two overlays opening
 * and closing in any order never leave the page locked or unlock it early. The scrollbar's width is kept as
 * padding so the page does not jump sideways.
 */
let holders = 0;
let saved: { overflow: string; paddingRight: string } | null = null;

export function lockPageScroll(): () => void {
  const body = document.body;
  if (holders === 0) {
    saved = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
    const scrollbar = window.innerWidth - document.documentElement.clientWidth;
    body.style.overflow = "hidden";
    if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;
    body.dataset.scrollLocked = "true";
  }
  holders += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holders -= 1;
    if (holders > 0 || !saved) return;
    body.style.overflow = saved.overflow;
    body.style.paddingRight = saved.paddingRight;
    delete body.dataset.scrollLocked;
    saved = null;
  };
}
