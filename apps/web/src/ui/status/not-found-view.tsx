import { HomeButton } from "./home-button";
import { StatusView } from "./status-view";

/** Korean not-found message for a clinic's pages (served with a 404 status). */
export function NotFoundView() {
  return (
    <StatusView
      code="404"
      title="페이지를 찾을 수 없습니다"
      description={
        <p>
          요청하신 페이지가 존재하지 않거나 이동되었습니다.
          <br />
          입력하신 주소가 정확한지 다시 한번 확인해 주세요.
        </p>
      }
      action={<HomeButton />}
    />
  );
}
