import { mediaUrlFor } from "@clinic/shared";
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import styles from "@/console/components/console.module.css";
import { consoleGet } from "@/console/lib/api";
import { getStaffMe, parseClinicId } from "@/console/lib/me";
import { clinicHref } from "@/console/lib/paths";
import { deleteMediaAction } from "@/console/media/actions";
import { UploadForm } from "@/console/media/components/upload-form";
import media from "@/console/media/media.module.css";
import { outcomeOf } from "@/console/media/upload-outcome";

export const metadata: Metadata = { title: "미디어" };

const PAGE_SIZE = 40;
const formatDate = new Intl.DateTimeFormat("ko-KR", { dateStyle: "medium", timeZone: "Asia/Seoul" });
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
  const [{ content, totalElements }, me] = await Promise.all([
    consoleGet("media", { params: { partnerId }, query: { page, size: PAGE_SIZE } }),
    getStaffMe(),
  ]);
  const mayDelete = me.staff.role !== "STAFF";
  const outcome = outcomeOf(query.upload);
  const pageHref = (target: number) => `${clinicHref(partnerId, "media")}?page=${target}`;
  return (
    <div className={styles.page}>
      <header>
        <h1 className={styles.title}>미디어</h1>
        <p className={styles.lead}>
          올린 이미지는 로고, 팝업 등 모든 이미지 항목에서 고를 수 있습니다. 작은 크기의 사본이 자동으로
          만들어집니다.
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
                {mayDelete ? (
                  <form action={deleteMediaAction.bind(null, partnerId, asset.id)}>
                    {/* Short text in the narrow card; the accessible name says which image. */}
                    <button
                      className={styles.secondary}
                      type="submit"
                      aria-label={`${asset.originalName} 삭제`}
                    >
                      삭제
                    </button>
                  </form>
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
    </div>
  );
}
