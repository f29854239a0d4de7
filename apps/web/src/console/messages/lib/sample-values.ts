import type { TemplateValues } from "@clinic/shared";

/** What the template preview fills in: a believable booking, so the owner reads the text as a patient would. */
export const SAMPLE_VALUES: Required<TemplateValues> = {
  병원명: "루미에르 피부과",
  고객명: "김하늘",
  예약일시: "11월 30일 (월) 오후 2:30",
  진료항목: "피코 토닝",
  담당의: "이서연 원장",
  주소: "서울 강남구 테헤란로 123, 4층",
  예약확인링크: "https://lumiere.example/reservations/lookup",
  전화번호: "02-555-0123",
  취소사유: "원장님 학회 일정",
  이전예약일시: "11월 29일 (일) 오전 11:00",
  문의제목: "리프팅 상담 문의",
};
