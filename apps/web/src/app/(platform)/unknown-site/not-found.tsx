import { errorMessages } from "@clinic/shared";
import { StatusView } from "@/ui/status/status-view";

/** A host no clinic uses. There is no clinic home to link to, so the page only explains. */
export default function UnknownSiteNotFound() {
  return (
    <StatusView
      code="404"
      title={errorMessages.siteNotFound}
      description={<p>입력하신 주소를 다시 한번 확인해 주세요.</p>}
    />
  );
}
