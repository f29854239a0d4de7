// Self-hosted Korean fonts, bundled from npm at build time (no request leaves the machine): Pretendard Variable
// for body text (dynamic subsets: the browser downloads only the unicode ranges a page uses) and Noto Serif KR
// for display and headings. The families are named in tokens.ts.
import "pretendard/dist/web/variable/pretendardvariable-dynamic-subset.css";
import "@fontsource/noto-serif-kr/400.css";
import "@fontsource/noto-serif-kr/600.css";
