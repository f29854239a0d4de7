import { bodyHtml } from "./body-html";
import type { DemoTranslations } from "./types";

/**
 * Lumière's customer centre: notice titles in English and Japanese, the bodies of the two newest notices that
 * name no day in English (the dated ones are written from the seeding day, which a fixed translation cannot
 * follow), and the FAQ in English with its questions in Japanese. Nothing in Chinese: the Korean shows there.
 */
export const lumiereCscenter: DemoTranslations = {
  notices: {
    "공휴일 및 명절 연휴 진료 안내": {
      en: { title: "Clinic hours on public holidays and over Seollal and Chuseok" },
      ja: { title: "祝日・連休期間の診療のお知らせ" },
    },
    "비급여 진료비용 및 시술 가격 정책 안내": {
      en: { title: "Our prices and non-insured treatment fees" },
      ja: { title: "保険適用外診療費および施術価格のポリシーについて" },
    },
    "학술대회 참석에 따른 토요일 단축 진료 안내": {
      en: { title: "Shorter Saturday hours while our doctors attend a medical conference" },
      ja: { title: "学会参加に伴う土曜日の短縮診療のお知らせ" },
    },
    "정민재 원장 휴진 안내": {
      en: { title: "Dr. Jung Min-jae's day off" },
      ja: { title: "チョン・ミンジェ院長 休診のお知らせ" },
    },
    "온라인 예약 시스템 개편 안내": {
      en: {
        title: "Our new online booking system",
        contentHtml: bodyHtml([
          "We have redesigned our online booking so that it is easier to use.",
          { h: "What's new" },
          [
            "Choose your treatment first and we show only the dates and times available for it.",
            "The day before your appointment, we remind you of your visit by KakaoTalk message.",
            "You can change or cancel a booking straight from the link in that message.",
          ],
          "Existing bookings stay as they are; there is no need to book again.",
        ]),
      },
      ja: { title: "オンライン予約システムリニューアルのお知らせ" },
    },
    "예약 변경 및 노쇼 방지 정책 안내": {
      en: { title: "Changing a booking and our no-show policy" },
      ja: { title: "予約変更およびノーショー防止ポリシーのお知らせ" },
    },
    "건물 주차장 공사 기간 주차 안내": {
      en: {
        title: "Parking during the garage repair works",
        contentHtml: bodyHtml([
          "While the floor of level B3 in the Lumière Building garage is being repaired, only levels B1 and B2 are open for one month.",
          [
            "Patients still park free for 2 hours.",
            "Spaces may run short at weekends and after 6 p.m. on weekdays.",
          ],
          "Where possible, please come by subway: Apgujeong Rodeo Station on the Suin-Bundang Line (exit 2, a 5-minute walk).",
        ]),
      },
      ja: { title: "ビル駐車場工事期間中の駐車のご案内" },
    },
    "개인정보 처리방침 개정 안내": {
      en: { title: "Update to our privacy policy" },
      ja: { title: "個人情報処理方針改定のお知らせ" },
    },
    "신규 장비 도입: 소프웨이브 리프팅": {
      en: { title: "New device: Sofwave lifting" },
      ja: { title: "新機器導入：ソフウェーブ・リフティング" },
    },
    "감기 증상이 있으실 때 예약 변경 안내": {
      en: { title: "Rescheduling if you have cold symptoms" },
      ja: { title: "風邪の症状がある場合の予約変更について" },
    },
    "카카오톡 상담 채널 운영 시간 안내": {
      en: { title: "KakaoTalk consultation channel hours" },
      ja: { title: "カカオトーク相談チャンネルの対応時間" },
    },
    "루미에르 피부과 홈페이지 리뉴얼 오픈": {
      en: { title: "Our new Lumière Dermatology website" },
      ja: { title: "ルミエール皮膚科ホームページリニューアルのお知らせ" },
    },
    "진료실 레이저 장비 정기 점검 완료 안내": {
      en: { title: "Routine inspection of our laser devices completed" },
      ja: { title: "レーザー機器の定期点検完了のお知らせ" },
    },
    "주차 등록 방법 변경 안내": {
      en: { title: "New way to register your parking" },
      ja: { title: "駐車登録方法変更のお知らせ" },
    },
    "[종료] 여름 휴가 기간 휴진 안내": {
      en: { title: "[Closed] Clinic closure for the summer holidays" },
      ja: { title: "【終了】夏季休暇期間の休診のお知らせ" },
    },
  },
  "faq-groups": {
    "예약 · 방문": { en: { name: "Booking & visits" } },
    시술: { en: { name: "Treatments" } },
    "비용 · 결제": { en: { name: "Prices & payment" } },
    사후관리: { en: { name: "Aftercare" } },
    기타: { en: { name: "Other questions" } },
  },
  faqs: {
    "예약 없이 방문해도 진료받을 수 있나요?": {
      en: {
        question: "Can I visit without an appointment?",
        answerHtml: bodyHtml([
          "Walk-ins are welcome, but you may have to wait a while. Book online or call us (+82-2-545-1004) and you will be seen without waiting.",
        ]),
      },
      ja: { question: "予約なしで来院しても診療を受けられますか？" },
    },
    "진료 시간은 어떻게 되나요?": {
      en: {
        question: "What are your opening hours?",
        answerHtml: bodyHtml([
          [
            "Weekdays 10:00–20:00 (lunch break 13:00–14:00)",
            "Saturdays 10:00–16:00 (no lunch break)",
            "Closed on Sundays",
          ],
          "For hours on public holidays, please check our notices.",
        ]),
      },
      ja: { question: "診療時間を教えてください。" },
    },
    "상담과 시술을 같은 날 받을 수 있나요?": {
      en: {
        question: "Can I have the consultation and the treatment on the same day?",
        answerHtml: bodyHtml([
          "Most treatments can be done on the day of your consultation. Lifting treatments such as Ulthera and Thermage need the device to be reserved, so we recommend booking them in advance.",
        ]),
      },
      ja: { question: "カウンセリングと施術を同じ日に受けられますか？" },
    },
    "주차가 가능한가요?": {
      en: {
        question: "Is there parking?",
        answerHtml: bodyHtml([
          "You can use the garage on levels B1 to B3 of the building, and patients park **free for 2 hours**. Spaces are limited at weekends, so we recommend public transport.",
        ]),
      },
      ja: { question: "駐車場はありますか？" },
    },
    "시술할 때 많이 아픈가요?": {
      en: {
        question: "Do the treatments hurt?",
        answerHtml: bodyHtml([
          "We apply numbing cream before treatment and, where needed, add cooling or sedation. If you are worried about pain, let us know at your consultation.",
        ]),
      },
      ja: { question: "施術は痛いですか？" },
    },
    "레이저 토닝은 몇 번 받아야 효과가 있나요?": {
      en: {
        question: "How many laser toning sessions do I need to see results?",
        answerHtml: bodyHtml([
          "It depends on your skin, but we usually recommend **5 to 10 sessions, 1 to 2 weeks apart**. For pigmentation that tends to return, such as melasma, a monthly maintenance session afterwards helps.",
        ]),
      },
      ja: { question: "レーザートーニングは何回受ければ効果がありますか？" },
    },
    "울쎄라와 써마지 중 무엇을 받아야 할까요?": {
      en: {
        question: "Should I choose Ulthera or Thermage?",
        answerHtml: bodyHtml([
          "If sagging is your main concern, start with Ulthera, which lifts the SMAS layer; for fine lines and skin texture, start with Thermage, which tightens the dermis. Many patients have both.",
        ]),
      },
      ja: { question: "ウルセラとサーマクール、どちらを受けるべきですか？" },
    },
    "보톡스는 얼마나 자주 맞아도 되나요?": {
      en: {
        question: "How often can I have Botox?",
        answerHtml: bodyHtml([
          "To avoid building resistance, leave **at least 3 months** between treatments of the same area. The effect usually lasts 3 to 6 months.",
        ]),
      },
      ja: { question: "ボトックスはどのくらいの頻度で打っても大丈夫ですか？" },
    },
    "임신 중에도 시술받을 수 있나요?": {
      en: {
        question: "Can I have treatments while pregnant?",
        answerHtml: bodyHtml([
          "During pregnancy or breastfeeding we do not recommend Botox, fillers or most laser treatments. We will suggest soothing skin care instead.",
        ]),
      },
      ja: { question: "妊娠中でも施術を受けられますか？" },
    },
    "홈페이지 가격과 원내 가격이 같은가요?": {
      en: {
        question: "Are the prices on the website the same as in the clinic?",
        answerHtml: bodyHtml([
          "Yes. The prices shown include VAT, and if any extra cost arises we tell you before the treatment.",
        ]),
      },
      ja: { question: "ホームページの価格と院内の価格は同じですか？" },
    },
    "카드 할부가 가능한가요?": {
      en: {
        question: "Can I pay by card in installments?",
        answerHtml: bodyHtml([
          "We accept all credit cards. Interest-free installment offers vary by card issuer (Korean cards) and we explain them when you pay.",
        ]),
      },
      ja: { question: "カードの分割払いはできますか？" },
    },
    "패키지를 중간에 환불할 수 있나요?": {
      en: {
        question: "Can I get a refund on a package I have started?",
        answerHtml: bodyHtml([
          "We charge the sessions you have used at the regular price and refund the rest. Event packages may have different refund terms, which we explain before you pay.",
        ]),
      },
      ja: { question: "パッケージを途中で返金できますか？" },
    },
    "실비 보험 청구가 가능한가요?": {
      en: {
        question: "Can I claim the cost on my health insurance?",
        answerHtml: bodyHtml([
          "Cosmetic treatments are not covered by insurance. For medical treatment such as inflamed acne, we issue a receipt and an itemized statement for your claim.",
        ]),
      },
      ja: { question: "医療保険の請求はできますか？" },
    },
    "시술 후 바로 화장해도 되나요?": {
      en: {
        question: "Can I wear makeup right after a treatment?",
        answerHtml: bodyHtml([
          [
            "Laser toning: from the next day",
            "Skin boosters: one day after the treatment",
            "Lifting and Botox: light makeup on the same day",
          ],
          "For the details of each treatment, please see the aftercare instructions we send you after your visit.",
        ]),
      },
      ja: { question: "施術後すぐにメイクをしてもいいですか？" },
    },
    "시술 후 붉은기가 오래가면 어떻게 하나요?": {
      en: {
        question: "What if redness lasts a long time after a treatment?",
        answerHtml: bodyHtml([
          "Redness usually settles within 1 to 2 days. If redness or heat lasts 3 days or more, send us a photo on KakaoTalk or come in to see us.",
        ]),
      },
      ja: { question: "施術後の赤みが長引く場合はどうすればいいですか？" },
    },
    "사우나나 운동은 언제부터 할 수 있나요?": {
      en: {
        question: "When can I go back to the sauna or exercise?",
        answerHtml: bodyHtml([
          "Light exercise is fine from the next day; please avoid saunas and jjimjilbang (Korean bathhouses) for one week after treatment.",
        ]),
      },
      ja: { question: "サウナや運動はいつからできますか？" },
    },
    "남성도 진료받을 수 있나요?": {
      en: {
        question: "Do you treat men?",
        answerHtml: bodyHtml([
          "Of course. Our male patients most often ask about pores, acne scars and jaw slimming Botox.",
        ]),
      },
      ja: { question: "男性も診療を受けられますか？" },
    },
    "미성년자도 시술받을 수 있나요?": {
      en: {
        question: "Can minors have treatments?",
        answerHtml: bodyHtml([
          "Patients under 19 need a consent form from a parent or guardian, and we mainly provide medical treatments such as acne care.",
        ]),
      },
      ja: { question: "未成年でも施術を受けられますか？" },
    },
    "진료 기록 사본은 어떻게 받나요?": {
      en: {
        question: "How do I get a copy of my medical records?",
        answerHtml: bodyHtml([
          "Come to the clinic with your ID (passport) and we will issue them. A representative needs a letter of authorization and a copy of your ID.",
        ]),
      },
      ja: { question: "診療記録のコピーはどうすればもらえますか？" },
    },
  },
};
