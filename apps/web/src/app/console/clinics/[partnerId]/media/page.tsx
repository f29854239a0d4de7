import { mediaUrlFor } from "@clinic/shared";
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import styles from "@/console/components/console.module.css";
import { consoleGet } from "@/console/lib/api";
import { getStaffMe, parseClinicId } from "@/console/lib/me";
import { clinicHref } from "@/console/lib/paths";
import { roleReaches } from "@/console/lib/roles";
import { DeleteMediaButton } from "@/console/media/components/delete-media-button";
import { UploadForm } from "@/console/media/components/upload-form";
import { UseList } from "@/console/media/components/use-list";
import media from "@/console/media/media.module.css";
import { outcomeOf } from "@/console/media/upload-outcome";

export const metadata: Metadata = { title: "미디어" };

const PAGE_SIZE = 40;
const formatDate = new Intl.DateTimeFormat("ko-KR", { dateStyle: "medium", timeZone: "Asia/Seoul" });
const fileName = (url: string) => decodeURIComponent(url.split("/").pop() ?? url);
const formatBytes = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)}MB`
    : `${Math.max(1, Math.round(bytes / 1024))}KB`;

export default async function MediaPage({
  params,
  searchParams,
}: {
  params: Promise<{ partnerId: string }>;
  searchParams: Promise<{ page?: string; upload?: string }>;
}) {
  const partnerId = parseClinicId((await params).partnerId);
  if (partnerId === null) notFound();
  const query = await searchParams;
  const page = /^\d{1,4}$/.test(query.page ?? "") ? Number(query.page) : 0;
  const [{ content, totalElements }, me, site] = await Promise.all([
    consoleGet("media", { params: { partnerId }, query: { page, size: PAGE_SIZE } }),
    getStaffMe(),
    consoleGet("siteImages", { params: { partnerId } }),
  ]);
  // The API lets owners delete images (media delete is OWNER).
  const mayDelete = roleReaches(me.staff.role, "OWNER");
  const outcome = outcomeOf(query.upload);
  const pageHref = (target: number) => `${clinicHref(partnerId, "media")}?page=${target}`;
  return (
    <div className={styles.page}>
      <header>
        <h1 className={styles.title}>미디어</h1>
        <p className={styles.lead}>
          올린 이미지는 로고, 팝업 등 모든 이미지 항목에서 고를 수 있습니다. 작은 크기의 사본이 자동으로
          만들어집니다. 홈페이지에서 쓰는 이미지는 쓰는 곳을 바꾼 뒤에 삭제할 수 있습니다.
        </p>
      </header>
      <section className={styles.card} aria-labelledby="upload-title">
        <h2 id="upload-title">이미지 올리기</h2>
        {outcome ? (
          <p className={outcome.ok ? styles.notice : styles.alert} role={outcome.ok ? "status" : "alert"}>
            {outcome.message}
          </p>
        ) : null}
        <UploadForm action={`${clinicHref(partnerId, "media")}/upload`} />
      </section>
      <section className={styles.card} aria-labelledby="library-title">
        <h2 id="library-title">이미지 목록 ({totalElements}개)</h2>
        {content.length === 0 ? (
          <p className={styles.muted}>아직 올린 이미지가 없습니다.</p>
        ) : (
          <ul className={media.grid} aria-label="이미지 목록">
            {content.map((asset) => (
              <li key={asset.id} className={media.item}>
                <a href={asset.url} target="_blank" rel="noreferrer" className={media.thumb}>
                  {/* biome-ignore lint/performance/noImgElement: uploads already have resized copies; images.unoptimized */}
                  <img src={mediaUrlFor(asset, 320)} alt={asset.originalName} loading="lazy" />
                </a>
                <p className={media.name} title={asset.originalName}>
                  {asset.originalName}
                </p>
                <p className={styles.muted}>
                  {asset.width}×{asset.height} · {formatBytes(asset.byteSize)} ·{" "}
                  {formatDate.format(new Date(asset.createdAt))}
                </p>
                {asset.uses.length > 0 ? (
                  <details className={media.usage}>
                    <summary>사용 중 {asset.uses.length}곳</summary>
                    <UseList partnerId={partnerId} uses={asset.uses} />
                  </details>
                ) : (
                  <p className={styles.muted}>사용하는 곳 없음</p>
                )}
                {mayDelete ? (
                  <DeleteMediaButton
                    partnerId={partnerId}
                    mediaId={asset.id}
                    name={asset.originalName}
                    uses={asset.uses}
                  />
                ) : null}
              </li>
            ))}
          </ul>
        )}
        {totalElements > PAGE_SIZE ? (
          <nav className={styles.row} aria-label="페이지">
            {page > 0 ? <Link href={pageHref(page - 1)}>이전</Link> : null}
            <span>
              {page + 1} / {Math.ceil(totalElements / PAGE_SIZE)}
            </span>
            {(page + 1) * PAGE_SIZE < totalElements ? <Link href={pageHref(page + 1)}>다음</Link> : null}
          </nav>
        ) : null}
      </section>
      <section className={styles.card} aria-labelledby="site-images-title">
        <h2 id="site-images-title">사이트에서 쓰는 이미지 ({site.content.length}개)</h2>
        <p className={styles.muted}>
          라이브러리에 올리지 않고 홈페이지에 이미 들어 있는 이미지입니다. 이미지 항목의 선택 창에서도 고를 수
          있습니다.
        </p>
        {site.content.length === 0 ? null : (
          <ul className={media.grid} aria-label="사이트에서 쓰는 이미지">
            {site.content.map((image) => (
              <li key={image.url} className={media.item}>
                <a href={image.url} target="_blank" rel="noreferrer" className={media.thumb}>
                  {/* biome-ignore lint/performance/noImgElement: any stored address, shown as it is; images.unoptimized */}
                  <img src={image.url} alt={fileName(image.url)} loading="lazy" />
                </a>
                <p className={media.name} title={image.url}>
                  {fileName(image.url)}
                </p>
                <details className={media.usage}>
                  <summary>사용 중 {image.uses.length}곳</summary>
                  <UseList partnerId={partnerId} uses={image.uses} />
                </details>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
