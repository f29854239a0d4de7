// Self-hosted Korean fonts, bundled from npm at build time (no request leaves the machine): Pretendard Variable
// for body text and Noto Serif KR Variable for display (400) and headings (600), both in dynamic subsets: the
// browser downloads only the unicode ranges a page uses. One variable serif file per range serves both weights,
// so a Korean page loads half as many serif files as with a file per weight (each load re-lays out the text it
// covers). The families are named in tokens.ts.
import "pretendard/dist/web/variable/pretendardvariable-dynamic-subset.css";
import "@fontsource-variable/noto-serif-kr/wght.css";
