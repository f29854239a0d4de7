// Self-hosted Korean fonts, built from npm at build time (no request leaves the machine): Pretendard Variable
// for body text and Noto Serif KR Variable for display (400) and headings (600), both in unicode-range slices: the
// browser downloads only the ranges a page uses. Pretendard's frequent slices (basic Latin and the common Hangul,
// which nearly every page needs) are merged into one file by apps/web/scripts/build-fonts.mjs, which writes this
// stylesheet before `next build` / `next dev`; decision 0041. One variable serif file per range serves both
// weights. The families are named in tokens.ts.
import "./generated/fonts.css";
