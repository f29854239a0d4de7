import { bodyHtml } from "./body-html";
import type { DemoTranslations } from "./types";

/**
 * Haneul's customer centre: notice titles in English and Japanese, the bodies of the two newest notices that name
 * no day in English (the dated ones are written from the seeding day, which a fixed translation cannot follow),
 * and the FAQ in English with its questions in Japanese. Nothing in Chinese: the Korean shows there.
 */
export const haneulCscenter: DemoTranslations = {
  notices: {
    "수술 · 시술 비용 및 예약금 환불 규정 안내": {
      en: { title: "Surgery and treatment fees, and our deposit refund policy" },
      ja: { title: "手術・施術費用および予約金返金規定のご案内" },
    },
    "공휴일 · 명절 진료 및 수술 후 응급 연락 안내": {
      en: { title: "Holiday hours and emergency contact after surgery" },
      ja: { title: "祝日・連休の診療および術後の緊急連絡先のご案内" },
    },
    "수술실 정기 안전 점검에 따른 토요일 일정 안내": {
      en: { title: "Saturday schedule during the routine safety inspection of our operating rooms" },
      ja: { title: "手術室の定期安全点検に伴う土曜日の日程のお知らせ" },
    },
    "강태윤 원장 학회 일정에 따른 수술 일정 조정": {
      en: { title: "Surgery schedule changes while Dr. Kang Tae-yoon attends a conference" },
      ja: { title: "カン・テユン院長の学会参加に伴う手術日程の調整" },
    },
    "하늘 메디컬 그룹 대구 동성로점 개원 안내": {
      en: {
        title: "Haneul Medical Group opens in Dongseong-ro, Daegu",
        contentHtml: bodyHtml([
          "**Daegu Dongseong-ro**, the third branch of Haneul Medical Group, is now open.",
          [
            "It runs the same surgical system and aftercare program as our Gangnam main clinic.",
            "If you had surgery in Gangnam, you can have your stitches removed and your follow-up checks in Daegu.",
            "Medical records are shared between branches only with your consent.",
          ],
        ]),
      },
      ja: { title: "ハヌル・メディカルグループ 大邱東城路院開院のお知らせ" },
    },
    "수술 전 검사 안내 (혈액검사 · 심전도 · 흉부 X-ray)": {
      en: {
        title: "Pre-operative tests (blood test, ECG, chest X-ray)",
        contentHtml: bodyHtml([
          "For safe anesthesia, the following tests are required before any surgery under sedation or general anesthesia.",
          [
            "Blood test and urine test",
            "Electrocardiogram (ECG)",
            "Chest X-ray (surgery under general anesthesia)",
          ],
          "If you have had these tests at another hospital within the past month, please bring the results. You can also take the tests at our clinic 1 to 2 weeks before surgery.",
        ]),
      },
      ja: { title: "術前検査のご案内（血液検査・心電図・胸部X線）" },
    },
    "원장 지정 상담 예약 안내": {
      en: { title: "Booking a consultation with the surgeon of your choice" },
      ja: { title: "院長指名カウンセリング予約のご案内" },
    },
    "개인정보 처리방침 개정 안내": {
      en: { title: "Update to our privacy policy" },
      ja: { title: "個人情報処理方針改定のお知らせ" },
    },
    "지방 거주 고객 숙소 제휴 안내": {
      en: { title: "Partner accommodation for patients from outside Seoul" },
      ja: { title: "遠方からお越しの方向け提携宿泊施設のご案内" },
    },
    "외국인 고객 통역 서비스 안내": {
      en: { title: "Interpreting services for international patients" },
      ja: { title: "外国人のお客様向け通訳サービスのご案内" },
    },
    "3D CT 장비 교체 안내": {
      en: { title: "Our new 3D CT scanner" },
      ja: { title: "3D CT装置入れ替えのお知らせ" },
    },
    "1인 회복실 리모델링 완료": {
      en: { title: "Private recovery rooms renovated" },
      ja: { title: "個室リカバリールームのリニューアル完了" },
    },
    "수술 전 검사 결과 제출 방법 안내": {
      en: { title: "How to submit your pre-operative test results" },
      ja: { title: "術前検査結果の提出方法のご案内" },
    },
    "대구점 주말 상담 시간 확대 안내": {
      en: { title: "Longer Saturday consultation hours at our Daegu branch" },
      ja: { title: "大邱院 週末カウンセリング時間延長のお知らせ" },
    },
    "[종료] 부산 서면점 임시 진료실 운영 안내": {
      en: { title: "[Closed] Temporary consultation room at our Busan Seomyeon branch" },
      ja: { title: "【終了】釜山西面院 臨時診療室運営のお知らせ" },
    },
  },
  "faq-groups": {
    "상담 · 예약": { en: { name: "Consultations & booking" } },
    "수술 전 준비": { en: { name: "Before surgery" } },
    "수술 · 마취": { en: { name: "Surgery & anesthesia" } },
    "비용 · 결제": { en: { name: "Costs & payment" } },
    "회복 · 사후관리": { en: { name: "Recovery & aftercare" } },
  },
  faqs: {
    "상담은 누구와 하나요?": {
      en: {
        question: "Who will I see at my consultation?",
        answerHtml: bodyHtml([
          "You first talk through the look you want with a consultation coordinator, then **the surgeon who will operate consults with you in person**. You can also book with a surgeon of your choice.",
        ]),
      },
      ja: { question: "カウンセリングは誰が担当しますか？" },
    },
    "상담 당일 수술이 가능한가요?": {
      en: {
        question: "Can I have surgery on the day of my consultation?",
        answerHtml: bodyHtml([
          "Petit procedures can be done the same day. Surgery under sedation or general anesthesia is booked for another day, leaving time for pre-operative tests and for you to think it over.",
        ]),
      },
      ja: { question: "カウンセリング当日に手術を受けられますか？" },
    },
    "진료 시간은 어떻게 되나요?": {
      en: {
        question: "What are your opening hours?",
        answerHtml: bodyHtml([
          [
            "Weekdays 09:30–18:30 (lunch break 13:00–14:00)",
            "Saturdays 09:30–15:00",
            "Closed on Sundays and public holidays",
          ],
        ]),
      },
      ja: { question: "診療時間を教えてください。" },
    },
    "온라인으로 먼저 상담받을 수 있나요?": {
      en: {
        question: "Can I get an online consultation first?",
        answerHtml: bodyHtml([
          "Leave your question on our ‘Online consultation’ board (every post is private), or message us on Channel Talk or KakaoTalk, and our consultation team will reply. An accurate diagnosis needs an in-person consultation.",
        ]),
      },
      ja: { question: "まずオンラインで相談できますか？" },
    },
    "다른 지점에서 수술 후 관리를 받을 수 있나요?": {
      en: {
        question: "Can I have my aftercare at another branch?",
        answerHtml: bodyHtml([
          "Yes. You can have your stitches removed and your follow-up checks at the Busan Seomyeon and Daegu Dongseong-ro branches of Haneul Medical Group.",
        ]),
      },
      ja: { question: "別の院で術後のケアを受けられますか？" },
    },
    "수술 전에 어떤 검사를 받나요?": {
      en: {
        question: "Which tests do I need before surgery?",
        answerHtml: bodyHtml([
          "A blood test, a urine test and an electrocardiogram; surgery under general anesthesia also needs a chest X-ray.",
        ]),
      },
      ja: { question: "手術前にどのような検査を受けますか？" },
    },
    "수술 전에 끊어야 하는 약이 있나요?": {
      en: {
        question: "Are there medicines I must stop before surgery?",
        answerHtml: bodyHtml([
          "Please stop medicines and supplements that can increase bleeding, such as aspirin, omega-3 and vitamin E, **2 weeks before surgery**. Tell us at your consultation about everything you take.",
        ]),
      },
      ja: { question: "手術前にやめるべき薬はありますか？" },
    },
    "금연은 언제부터 해야 하나요?": {
      en: {
        question: "When should I stop smoking?",
        answerHtml: bodyHtml([
          "Smoking slows wound healing and raises the risk of infection. Please do not smoke from 2 weeks before surgery until 4 weeks after it.",
        ]),
      },
      ja: { question: "禁煙はいつから必要ですか？" },
    },
    "생리 기간에도 수술할 수 있나요?": {
      en: {
        question: "Can I have surgery during my period?",
        answerHtml: bodyHtml([
          "Usually yes, though you may have a little more swelling and bruising. If you are concerned, we can reschedule.",
        ]),
      },
      ja: { question: "生理中でも手術できますか？" },
    },
    "전신 마취는 안전한가요?": {
      en: {
        question: "Is general anesthesia safe?",
        answerHtml: bodyHtml([
          "**A board-certified anesthesiologist is present** for every operation under general anesthesia, reviews your pre-operative results and monitors your vital signs throughout.",
        ]),
      },
      ja: { question: "全身麻酔は安全ですか？" },
    },
    "수술 시간은 얼마나 걸리나요?": {
      en: {
        question: "How long does surgery take?",
        answerHtml: bodyHtml([
          [
            "Double eyelid and ptosis correction: about 1 hour",
            "Rhinoplasty: 1 to 2 hours",
            "Three-part facial contouring: 3 to 4 hours",
          ],
          "You go home once you have fully come round from the anesthesia in our recovery room.",
        ]),
      },
      ja: { question: "手術時間はどのくらいかかりますか？" },
    },
    "보호자가 꼭 있어야 하나요?": {
      en: {
        question: "Do I need someone to accompany me?",
        answerHtml: bodyHtml([
          "You cannot drive after surgery under sedation or general anesthesia, so please come with a companion or arrange how you will get home in advance.",
        ]),
      },
      ja: { question: "付き添いの方は必ず必要ですか？" },
    },
    "견적서의 비용 외에 추가 비용이 있나요?": {
      en: {
        question: "Are there any costs beyond the written quote?",
        answerHtml: bodyHtml([
          "The quote includes pre-operative tests and aftercare. If any extra cost arises, we tell you before surgery.",
        ]),
      },
      ja: { question: "見積書の費用以外に追加費用はかかりますか？" },
    },
    "예약금을 돌려받을 수 있나요?": {
      en: {
        question: "Can I get my deposit back?",
        answerHtml: bodyHtml([
          "If you cancel up to 7 days before surgery, we refund it in full. Please see our notices for the full refund policy.",
        ]),
      },
      ja: { question: "予約金は返金してもらえますか？" },
    },
    "할부 결제가 가능한가요?": {
      en: {
        question: "Can I pay in installments?",
        answerHtml: bodyHtml([
          "Installment payment is possible with any credit card; interest-free installment offers vary by card issuer (Korean cards) and we explain them when you pay.",
        ]),
      },
      ja: { question: "分割払いはできますか？" },
    },
    "붓기는 언제 빠지나요?": {
      en: {
        question: "When does the swelling go down?",
        answerHtml: bodyHtml([
          [
            "Eye surgery: most swelling within 1 to 2 weeks",
            "Rhinoplasty: most swelling within 2 weeks; slight swelling of the tip for 3 to 6 months",
            "Facial contouring: 1 to 3 months",
          ],
        ]),
      },
      ja: { question: "腫れはいつ引きますか？" },
    },
    "실밥은 언제 제거하나요?": {
      en: {
        question: "When are the stitches removed?",
        answerHtml: bodyHtml([
          "After 5 to 7 days for eye surgery and 7 to 10 days for lifts. You can also have them removed at your nearest Haneul Medical Group branch.",
        ]),
      },
      ja: { question: "抜糸はいつですか？" },
    },
    "수술 후 언제부터 출근할 수 있나요?": {
      en: {
        question: "When can I go back to work?",
        answerHtml: bodyHtml([
          "For office work, 3 to 5 days after eye surgery, and after rhinoplasty once the splint comes off at one week. For facial contouring we recommend about two weeks off.",
        ]),
      },
      ja: { question: "手術後、いつから仕事に復帰できますか？" },
    },
    "수술 후 결과가 마음에 들지 않으면 어떻게 하나요?": {
      en: {
        question: "What if I am not happy with the result?",
        answerHtml: bodyHtml([
          "We check your progress regularly over the 3 to 6 months the swelling takes to settle. If a revision is needed, your surgeon takes responsibility and discusses it with you.",
        ]),
      },
      ja: { question: "手術の結果が気に入らない場合はどうなりますか？" },
    },
  },
};
