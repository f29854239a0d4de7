"use client";

import { type MouseEvent, useEffect, useState } from "react";
import base from "@/console/components/console.module.css";
import { FormField } from "@/console/components/form-field";
import layout from "./banner-form.module.css";

/** A focal point is a percentage of the picture's width or height. */
const PERCENT = { type: "number", min: 0, max: 100, inputMode: "numeric" } as const;

/**
 * The banner's focal point: the storefront crops the picture around it (object-position). Clicking the picture
 * sets it; the two number fields say it in % and work from the keyboard. Beside it, the picture as a PC hero and
 * as a phone's slide crop it, so the owner sees what stays in view.
 */
export function FocalPoint({
  imageInputId,
  defaultX,
  defaultY,
  errorX,
  errorY,
}: {
  /** The PC image's address input. */
  imageInputId: string;
  defaultX: number | string;
  defaultY: number | string;
  errorX?: string | undefined;
  errorY?: string | undefined;
}) {
  const [x, setX] = useState(String(defaultX));
  const [y, setY] = useState(String(defaultY));
  const [image, setImage] = useState("");

  useEffect(() => {
    const input = document.getElementById(imageInputId);
    if (!(input instanceof HTMLInputElement)) return;
    const sync = () => setImage(input.value.trim());
    sync();
    input.addEventListener("input", sync);
    return () => input.removeEventListener("input", sync);
  }, [imageInputId]);

  function pick(event: MouseEvent<HTMLButtonElement>) {
    const box = event.currentTarget.getBoundingClientRect();
    const clamp = (value: number) => String(Math.min(100, Math.max(0, Math.round(value))));
    setX(clamp(((event.clientX - box.left) / box.width) * 100));
    setY(clamp(((event.clientY - box.top) / box.height) * 100));
  }

  const position = `${Number(x) || 0}% ${Number(y) || 0}%`;
  return (
    <div className={layout.focal}>
      <p className={base.muted}>
        잘리는 화면에서 꼭 보여야 할 곳(얼굴, 글자)을 사진에서 눌러 주세요. 홈페이지는 그 점을 중심으로
        자릅니다.
      </p>
      {image ? (
        <div className={layout.focalRow}>
          <button
            type="button"
            className={layout.focalPick}
            onClick={pick}
            aria-label="초점 위치 고르기 (사진을 누르세요)"
          >
            {/* biome-ignore lint/performance/noImgElement: any stored address, shown as it is */}
            <img src={image} alt="" />
            <span
              className={layout.focalDot}
              style={{ left: `${Number(x) || 0}%`, top: `${Number(y) || 0}%` }}
            />
          </button>
          <figure className={layout.focalPreview}>
            {/* biome-ignore lint/performance/noImgElement: a crop preview of the stored address */}
            <img
              src={image}
              alt="PC 화면에서 보이는 부분"
              className={layout.previewPc}
              style={{ objectPosition: position }}
            />
            <figcaption>PC</figcaption>
          </figure>
          <figure className={layout.focalPreview}>
            {/* biome-ignore lint/performance/noImgElement: a crop preview of the stored address */}
            <img
              src={image}
              alt="휴대폰 화면에서 보이는 부분"
              className={layout.previewMobile}
              style={{ objectPosition: position }}
            />
            <figcaption>휴대폰</figcaption>
          </figure>
        </div>
      ) : (
        <p className={base.muted}>PC 이미지를 고르면 초점을 정할 수 있습니다.</p>
      )}
      <div className={layout.row}>
        <FormField
          label="초점 가로 위치 (%, 0 = 왼쪽)"
          name="focalX"
          {...PERCENT}
          value={x}
          onChange={(event) => setX(event.target.value)}
          error={errorX}
        />
        <FormField
          label="초점 세로 위치 (%, 0 = 위)"
          name="focalY"
          {...PERCENT}
          value={y}
          onChange={(event) => setY(event.target.value)}
          error={errorY}
        />
      </div>
    </div>
  );
}
