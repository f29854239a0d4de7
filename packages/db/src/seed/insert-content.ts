import { sanitizeRichText } from "@clinic/shared/rich-text";
import type { Tx } from "../client";
import * as schema from "../schema/index";
import { boardPostHtml } from "./catalogue/html";
import type { SeedClock } from "./clock";
import type { ContentLinks } from "./content-links";
import type { DemoEmployee } from "./content-types";
import { idsByName, lookup } from "./insert-catalogue";
import { whenAny } from "./insert-rows";
import { insertTerms } from "./insert-terms";
import { mediaUrl } from "./media";
import { boardFile, caseFile, reviewFile, spaceFile, staffFile } from "./media-content";
import type { DemoClinic } from "./types";

/** Doctors with their weekly schedules, spaces, the introduction page, cases, reviews, boards and terms. */
export async function insertContent(
  tx: Tx,
  partnerId: number,
  clinic: DemoClinic,
  clock: SeedClock,
  links: ContentLinks,
  productIds: Map<string, number>,
): Promise<void> {
  const { code, content } = clinic;
  const media = (file: string) => mediaUrl(code, file);
  const productId = lookup(productIds, "product");

  const employeeRows = await whenAny(content.employees, () =>
    tx
      .insert(schema.partnerEmployees)
      .values(
        content.employees.map((employee, i) => ({
          partnerId,
          employeeType: employee.type,
          name: employee.name,
          position: employee.position,
          specialty: employee.specialty,
          greeting: employee.greeting,
          careers: employee.careers,
          photoUrl: media(staffFile(i)),
          weight: i + 1,
        })),
      )
      .returning({ id: schema.partnerEmployees.id, name: schema.partnerEmployees.name }),
  );
  const employeeId = lookup(idsByName(employeeRows, "employee"), "employee");
  const schedules = content.employees.flatMap((employee) =>
    weeklyBlocks(employee, clinic.operationTimes).map((block) => ({
      partnerId,
      employeeId: employeeId(employee.name),
      ...block,
    })),
  );
  if (schedules.length > 0) await tx.insert(schema.partnerEmployeeSchedules).values(schedules);

  if (content.spaces.length > 0)
    await tx.insert(schema.partnerSpaces).values(
      content.spaces.map((space, i) => ({
        partnerId,
        title: space.title,
        description: space.description,
        imageUrl: media(spaceFile(i)),
        weight: i + 1,
      })),
    );
  await tx.insert(schema.pages).values({
    partnerId,
    pageKey: "INTRODUCE",
    title: content.introducePage.title,
    contentHtml: sanitizeRichText(content.introducePage.html),
  });

  if (content.beforeAfters.length > 0)
    await tx.insert(schema.beforeAfters).values(
      content.beforeAfters.map((item, i) => ({
        partnerId,
        title: item.title,
        description: item.description,
        beforeImageUrl: media(caseFile(i, "before")),
        afterImageUrl: media(caseFile(i, "after")),
        productId: productId(item.product),
        isNoYouth: item.noYouth ?? false,
        treatmentCount: item.count,
        createdAt: clock.ago(item.daysAgo, i),
      })),
    );
  // Reviews keep the product's name as text; it must still name one of the clinic's products.
  for (const review of content.reviews) productId(review.product);
  if (content.reviews.length > 0)
    await tx.insert(schema.partnerReviews).values(
      content.reviews.map((review, i) => ({
        partnerId,
        authorName: review.author,
        rating: review.rating,
        content: review.content,
        productName: review.product,
        imageUrls: review.photo ? [media(reviewFile(i))] : [],
        createdAt: clock.ago(review.daysAgo, i),
      })),
    );

  const boardRows = await whenAny(content.boards, () =>
    tx
      .insert(schema.boardTypes)
      .values(
        content.boards.map((board, i) => ({
          partnerId,
          name: board.name,
          description: board.description,
          layout: board.layout,
          area: board.area,
          weight: i + 1,
        })),
      )
      .returning({ id: schema.boardTypes.id, name: schema.boardTypes.name }),
  );
  const boardIds = idsByName(boardRows, "board type");
  for (const [name, id] of boardIds) links.add("board", name, id);
  if (content.boards.length > 0)
    await tx.insert(schema.boards).values(
      content.boards.flatMap((board, b) =>
        board.posts.map((post, p) => {
          const image = board.layout === "GALLERY" ? media(boardFile(b, p)) : null;
          return {
            partnerId,
            boardTypeId: boardIds.get(board.name)!,
            title: post.title,
            contentHtml: sanitizeRichText(boardPostHtml(board, post, image)),
            thumbnailUrl: image,
            isPinned: post.pinned ?? false,
            viewCount: post.views,
            createdAt: clock.ago(post.daysAgo, p),
          };
        }),
      ),
    );

  // A template's clinic writes its own legal texts (the go-live checklist asks for the privacy policy).
  if (!clinic.sample) await insertTerms(tx, partnerId, clinic, clock);
}

type OperationTime = DemoClinic["operationTimes"][number];

/** Schedule rows of one employee from the week pattern, inside the clinic's opening hours of each weekday. */
interface ScheduleBlock {
  weekday: number;
  startTime: string;
  endTime: string;
  note: string | null;
}

export function weeklyBlocks(employee: DemoEmployee, hours: OperationTime[]): ScheduleBlock[] {
  if (!employee.week) return [];
  return [...employee.week].flatMap((letter, i): ScheduleBlock[] => {
    const weekday = i + 1;
    if (letter === "-") return [];
    const day = hours.find((candidate) => candidate.weekday === weekday);
    if (!day?.opening || !day.closing)
      throw new Error(`demo seed: ${employee.name} works on closed day ${weekday}`);
    const noon = day.lunchStart ?? (day.closing < "13:00" ? day.closing : "13:00");
    const afternoon = day.lunchEnd ?? "14:00";
    if (letter === "A") return [{ weekday, startTime: day.opening, endTime: noon, note: "오전 진료" }];
    if (letter === "P") return [{ weekday, startTime: afternoon, endTime: day.closing, note: "오후 진료" }];
    return [{ weekday, startTime: day.opening, endTime: day.closing, note: null }];
  });
}
