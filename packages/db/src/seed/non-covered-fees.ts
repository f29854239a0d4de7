import type { Tx } from "../client";
import * as schema from "../schema/index";
import type { SeedClock } from "./clock";
import { insertFeeTranslations } from "./insert-translations";

// 비급여 진료비용 of the demo clinics (issue 25), consistent with their treatments (catalogue/*-products-*.ts): the
// range runs from the clinic's usual price to its list price. [category, name, min, max | null, unit, note]
export type FeeSeed = [string, string, number, number | null, string | null, string | null];

const LUMIERE_FEES: FeeSeed[] = [
  ["진찰 · 검사", "초진 진찰료 (피부 상담)", 10_000, null, "1회", "시술 당일 진행 시 면제"],
  ["진찰 · 검사", "피부 정밀 분석 (마크뷰)", 30_000, null, "1회", null],
  ["리프팅", "울쎄라 리프팅", 390_000, 1_790_000, "100 ~ 600샷", "샷 수에 따라 다름"],
  ["리프팅", "써마지 FLX", 1_490_000, 2_490_000, "300 ~ 600샷", null],
  ["리프팅", "슈링크 유니버스", 99_000, 349_000, "300 ~ 900샷", "첫 방문 300샷 99,000원"],
  ["리프팅", "인모드 FX + FORMA", 290_000, 350_000, "1회", null],
  ["리프팅", "민트실 리프팅", 690_000, 1_380_000, "4 ~ 8가닥", null],
  ["레이저 토닝 · 색소", "피코 레이저 토닝", 79_000, 120_000, "1회", null],
  ["레이저 토닝 · 색소", "레블라이트 레이저 토닝", 49_000, 69_000, "1회", null],
  ["레이저 토닝 · 색소", "점 · 잡티 제거", 10_000, null, "점 1개", "크기 2mm 이하 기준"],
  ["레이저 토닝 · 색소", "엑셀V 혈관 레이저", 150_000, 200_000, "1회", null],
  ["보톡스", "이마 · 미간 보톡스 (국산)", 39_000, 59_000, "1부위", null],
  ["보톡스", "이마 · 미간 보톡스 (제오민)", 99_000, 129_000, "1부위", null],
  ["보톡스", "사각턱 보톡스", 49_000, 250_000, "50유닛", "국산 ~ 수입 제품"],
  ["보톡스", "다한증 보톡스 (겨드랑이)", 290_000, 390_000, "양측", null],
  ["필러", "팔자 필러", 149_000, 350_000, "1cc", "국산 ~ 수입 제품"],
  ["필러", "코 필러", 199_000, 290_000, "1cc", null],
  ["필러", "턱끝 필러", 199_000, 250_000, "1cc", null],
  ["스킨부스터", "리쥬란 힐러", 290_000, 650_000, "2 ~ 4cc", null],
  ["스킨부스터", "쥬베룩 스킨부스터", 390_000, 490_000, "1회", null],
  ["제증명", "진단서", 20_000, null, "1통", null],
  ["제증명", "진료기록 사본", 1_000, null, "1 ~ 5매", "6매부터 1매당 100원"],
];

const HANEUL_FEES: FeeSeed[] = [
  ["진찰 · 검사", "성형 상담 진찰료", 20_000, null, "1회", "수술 예약 시 수술비에서 차감"],
  ["진찰 · 검사", "3D CT 촬영 (안면)", 150_000, null, "1회", "안면윤곽 · 양악 상담 시"],
  ["눈성형", "자연유착 쌍꺼풀", 990_000, 1_300_000, "양안", null],
  ["눈성형", "절개 쌍꺼풀", 1_490_000, 1_900_000, "양안", null],
  ["눈성형", "눈매교정", 1_490_000, 2_400_000, "양안", "비절개 ~ 절개"],
  ["눈성형", "눈밑지방 재배치", 1_990_000, 2_500_000, "양안", null],
  ["코성형", "콧대 성형 (보형물)", 1_490_000, 2_400_000, "1회", "실리콘 ~ 고어텍스"],
  ["코성형", "코끝 성형 (자가연골)", 1_990_000, 2_900_000, "1회", "귀연골 ~ 비중격 연골"],
  ["코성형", "콧볼 축소", 890_000, 1_100_000, "1회", null],
  ["안면윤곽", "광대 축소술", 4_900_000, 5_900_000, "1회", "전신마취 포함"],
  ["안면윤곽", "사각턱 절제술", 4_900_000, 5_900_000, "1회", "전신마취 포함"],
  ["안면윤곽", "턱끝 성형", 1_490_000, 3_400_000, "1회", "보형물 ~ 절골"],
  ["가슴성형", "가슴 보형물 확대", 5_900_000, 7_900_000, "1회", "보형물 종류에 따라 다름"],
  ["지방흡입", "복부 지방흡입", 2_490_000, 3_600_000, "1회", "옆구리 포함 시 최대 금액"],
  ["지방흡입", "팔뚝 지방흡입", 1_490_000, 2_400_000, "1회", null],
  ["쁘띠성형", "V라인 턱 보톡스", 59_000, 270_000, "50유닛", "국산 ~ 수입 제품"],
  ["쁘띠성형", "코그실 리프팅", 990_000, 1_790_000, "8 ~ 12가닥", null],
  ["거상", "안면거상술", 4_900_000, 9_900_000, "1회", "미니거상 ~ 안면거상"],
  ["마취", "수면마취", 200_000, 300_000, "1회", "시술 시간에 따라 다름"],
  ["제증명", "진단서", 20_000, null, "1통", null],
  ["제증명", "수술 확인서", 10_000, null, "1통", null],
];

const NOTES = [
  "위 금액은 부가가치세(VAT)가 포함된 금액입니다.",
  "비급여 진료비용은 환자의 상태, 시술 범위와 사용 제품에 따라 최소 금액과 최대 금액 사이에서 정해지며, 진료 전 의료진이 자세히 안내해 드립니다.",
  "국민건강보험이 적용되는 진료는 이 표에 넣지 않았습니다.",
  "이벤트 · 패키지 가격은 시술안내와 이벤트 페이지에서 확인하실 수 있습니다.",
].join("\n");

export const DEMO_FEES: Record<string, FeeSeed[]> = { lumiere: LUMIERE_FEES, haneul: HANEUL_FEES };

/** The clinic's fee items and page; a clinic code without demo fees gets none (its page says so). */
export async function insertNonCoveredFees(tx: Tx, partnerId: number, code: string, clock: SeedClock) {
  const rows = DEMO_FEES[code];
  if (!rows) return;
  await tx.insert(schema.nonCoveredFees).values(
    rows.map(([category, name, priceMin, priceMax, unit, note], weight) => ({
      partnerId,
      category,
      name,
      priceMin,
      priceMax,
      unit,
      note,
      weight,
    })),
  );
  await tx.insert(schema.nonCoveredFeePages).values({ partnerId, notes: NOTES, changedAt: clock.ago(12) });
  await insertFeeTranslations(tx, partnerId, code);
}
