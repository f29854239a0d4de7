import { HomeButton } from "./home-button";
import { StatusView } from "./status-view";

/** The not-found message's texts; Korean unless a page in another language passes its own (issue 29). */
export interface NotFoundTexts {
  title: string;
  lines: [string, string];
  home: string;
}

const KOREAN: NotFoundTexts = {
  title: "페이지를 찾을 수 없습니다",
  lines: [
    "요청하신 페이지가 존재하지 않거나 이동되었습니다.",
    "입력하신 주소가 정확한지 다시 한번 확인해 주세요.",
  ],
  home: "홈으로 가기",
};

/** The not-found message for a clinic's pages (served with a 404 status). */
export function NotFoundView({ texts = KOREAN, home = "/" }: { texts?: NotFoundTexts; home?: string }) {
  return (
    <StatusView
      code="404"
      title={texts.title}
      description={
        <p>
          {texts.lines[0]}
          <br />
          {texts.lines[1]}
        </p>
      }
      action={<HomeButton label={texts.home} href={home} />}
    />
  );
}
