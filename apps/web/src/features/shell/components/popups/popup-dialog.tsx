"use client";

import type { Popup } from "@clinic/shared";
import { useTranslations } from "next-intl";
import type { Ref } from "react";
import { rowLang } from "@/features/i18n/row-lang";
import { type CssSize, type Device, itemImage, PREPAINT_ACTION_ATTRIBUTE } from "@/features/popups";
import { resolveLink } from "@/features/site/links";
import { useLanguage } from "@/ui/language/language-context";
import { SmartLink } from "../smart-link";
import { PopupCarousel, type PopupSlide } from "../ui/popup-carousel";
import styles from "./popups.module.css";

interface PopupDialogProps {
  popup: Popup;
  device: Device;
  /** Image area after fit-to-screen: px, or CSS lengths in the server's render (popup-controller.tsx). */
  size: CssSize;
  modal: boolean;
  dialogRef?: Ref<HTMLDivElement>;
  onDismissToday: () => void;
  onClose: () => void;
}

/** One popup: its items as a carousel, then '오늘 하루 보지 않기' and '닫기'. Named by its first item's title. */
export function PopupDialog({
  popup,
  device,
  size,
  modal,
  dialogRef,
  onDismissToday,
  onClose,
}: PopupDialogProps) {
  const t = useTranslations("shell");
  const language = useLanguage();
  const first = popup.popupItems[0];
  const title = first?.title ?? t("popup");
  // The popup is the clinic's notice (Korean until translated); its buttons speak the page's language.
  const titleLang = first ? rowLang(language, first, "title") : language;
  // Rendered before the device is known, the other device's popup is hidden by a media query: lazy images inside
  // it are never fetched.
  const known = typeof size.width === "number" && typeof size.height === "number";
  const slides: PopupSlide[] = popup.popupItems.map((item) => {
    const image = (
      // biome-ignore lint/performance/noImgElement: media are served as-is (images.unoptimized); the size is fitted here
      <img
        key={item.id}
        src={itemImage(item, device) ?? ""}
        alt={item.title}
        width={typeof size.width === "number" ? Math.round(size.width) : undefined}
        height={typeof size.height === "number" ? Math.round(size.height) : undefined}
        loading={known ? undefined : "lazy"}
        decoding="async"
        draggable={false}
      />
    );
    const link = resolveLink(item.linkTo);
    return {
      key: item.id,
      caption: item.title,
      content: link ? <SmartLink link={link}>{image}</SmartLink> : image,
    };
  });

  return (
    <div
      ref={dialogRef}
      role="dialog"
      aria-modal={modal ? "true" : undefined}
      aria-label={title}
      lang={titleLang}
      tabIndex={-1}
      className={styles.dialog}
      data-popup-id={popup.id}
      style={{ width: size.width }}
    >
      <PopupCarousel
        slides={slides}
        width={size.width}
        height={size.height}
        label={t("popupImages", { title })}
        controlsLang={language}
      />
      <div className={styles.actions} lang={language}>
        <button
          type="button"
          className={styles.action}
          onClick={onDismissToday}
          {...{ [PREPAINT_ACTION_ATTRIBUTE]: "dismiss" }}
        >
          {t("popupHideToday")}
        </button>
        <button
          type="button"
          className={`${styles.action} ${styles.close}`}
          onClick={onClose}
          {...{ [PREPAINT_ACTION_ATTRIBUTE]: "close" }}
        >
          {t("popupClose")}
        </button>
      </div>
    </div>
  );
}
