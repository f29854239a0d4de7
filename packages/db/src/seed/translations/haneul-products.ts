import type { DemoTranslations } from "./types";

/**
 * Haneul's categories and procedures by name and summary in every language, in the terms surgeons use abroad
 * (ptosis correction, epicanthoplasty, genioplasty); Korean-market names that mean nothing abroad (눈매교정,
 * 복코) are named by what they correct.
 */
export const haneulProducts: DemoTranslations = {
  categories: {
    눈성형: {
      en: {
        name: "Eye surgery",
        description:
          "We analyze the structure of your eyes together with your face shape to design natural, defined eyes.",
      },
      ja: {
        name: "目の整形",
        description: "目元の構造と顔の形をあわせて分析し、自然ではっきりとした目元をデザインします。",
      },
      "zh-CN": { name: "眼部整形", description: "综合分析眼部结构与脸型，设计自然又有神的眼型。" },
      "zh-TW": { name: "眼部整形", description: "綜合分析眼部結構與臉型，設計自然又有神的眼型。" },
    },
    코성형: {
      en: {
        name: "Rhinoplasty",
        description:
          "We design the bridge, tip and nostrils in harmony with the whole face for a natural result.",
      },
      ja: {
        name: "鼻整形",
        description: "顔全体の調和を考えて、鼻筋・鼻先・小鼻を自然にデザインします。",
      },
      "zh-CN": { name: "鼻部整形", description: "考虑整体面部协调，自然设计鼻梁、鼻尖与鼻翼。" },
      "zh-TW": { name: "鼻部整形", description: "考量整體臉部協調，自然設計鼻樑、鼻頭與鼻翼。" },
    },
    안면윤곽: {
      en: {
        name: "Facial contouring",
        description:
          "Precise reshaping of the cheekbones, jaw and chin bones for a smaller, softer facial outline.",
      },
      ja: {
        name: "輪郭形成",
        description: "頬骨・エラ・あご先の骨格を精密に整え、小さくやわらかなフェイスラインに仕上げます。",
      },
      "zh-CN": {
        name: "面部轮廓",
        description: "精细修整颧骨、下颌角与下巴的骨骼结构，打造小巧柔和的脸部线条。",
      },
      "zh-TW": {
        name: "臉部輪廓",
        description: "精細修整顴骨、下顎角與下巴的骨骼結構，打造小巧柔和的臉部線條。",
      },
    },
    가슴성형: {
      en: {
        name: "Breast surgery",
        description:
          "A custom design based on your body shape and chest wall for natural volume and contour.",
      },
      ja: {
        name: "バスト整形",
        description: "体型と胸郭に合わせたオーダーメイドのデザインで、自然なボリュームとラインをつくります。",
      },
      "zh-CN": { name: "胸部整形", description: "根据体型与胸廓量身设计，打造自然的丰盈与曲线。" },
      "zh-TW": { name: "胸部整形", description: "依體型與胸廓量身設計，打造自然的豐盈與曲線。" },
    },
    "지방흡입 · 바디": {
      en: {
        name: "Liposuction & body",
        description: "Precise, area-by-area liposuction for a firm, smooth body contour.",
      },
      ja: {
        name: "脂肪吸引・ボディ",
        description: "部位ごとの脂肪層を精密に吸引し、引き締まったなめらかなボディラインをつくります。",
      },
      "zh-CN": { name: "吸脂·形体", description: "针对不同部位精准吸脂，塑造紧致流畅的身体线条。" },
      "zh-TW": { name: "抽脂・體態", description: "針對不同部位精準抽脂，雕塑緊實流暢的身體線條。" },
    },
    쁘띠성형: {
      en: {
        name: "Petit procedures",
        description:
          "Quick injection and thread treatments (what Koreans call “petit” cosmetic procedures) with a fast recovery.",
      },
      ja: {
        name: "プチ整形",
        description: "短い施術時間と早い回復で気軽に受けられる、注入・糸の施術です。",
      },
      "zh-CN": { name: "微整形", description: "治疗时间短、恢复快，轻松接受的注射与埋线项目。" },
      "zh-TW": { name: "微整形", description: "療程時間短、恢復快，輕鬆接受的注射與埋線療程。" },
    },
    "거상 · 안티에이징": {
      en: {
        name: "Lifts & anti-aging",
        description:
          "Surgical lifts that reposition sagging skin and the underlying SMAS layer to restore a youthful facial line.",
      },
      ja: {
        name: "リフト手術・アンチエイジング",
        description:
          "たるんだ皮膚と筋膜を根本から引き上げるリフト手術で、若々しいフェイスラインを取り戻します。",
      },
      "zh-CN": { name: "拉皮·抗衰老", description: "从根本提拉松弛的皮肤与筋膜，找回年轻的面部线条。" },
      "zh-TW": { name: "拉皮・抗老", description: "從根本拉提鬆弛的皮膚與筋膜，找回年輕的臉部線條。" },
    },
    "VIP 시크릿 프로그램": {
      en: {
        name: "VIP secret program",
        description: "Private surgical packages offered to VIP patients only, through a personal link.",
      },
      ja: {
        name: "VIPシークレットプログラム",
        description: "VIPのお客様にのみ専用リンクでご案内する非公開の手術パッケージです。",
      },
      "zh-CN": { name: "VIP私享方案", description: "仅通过专属链接向VIP顾客提供的非公开手术套餐。" },
      "zh-TW": { name: "VIP專屬方案", description: "僅透過專屬連結提供給VIP顧客的非公開手術方案。" },
    },
  },
  products: {
    "자연유착 쌍꺼풀": {
      en: {
        name: "Non-incisional double eyelid",
        summary: "A fold made with fine sutures instead of an incision: quick recovery and a natural line.",
      },
      ja: {
        name: "埋没法二重",
        summary: "切開せず糸で二重のラインを作るため、回復が早く自然な仕上がりです。",
      },
      "zh-CN": { name: "埋线双眼皮", summary: "无需切开，以缝线打造双眼皮线条，恢复快且自然。" },
      "zh-TW": { name: "縫雙眼皮", summary: "無需切開，以縫線打造雙眼皮線條，恢復快且自然。" },
    },
    "절개 쌍꺼풀": {
      en: {
        name: "Incisional double eyelid",
        summary: "Removes excess skin and fat for a crisp double-eyelid line that will not loosen.",
      },
      ja: {
        name: "切開法二重",
        summary: "たるんだ皮膚と脂肪を整え、はっきりとして取れにくい二重ラインをつくります。",
      },
      "zh-CN": { name: "全切双眼皮", summary: "去除多余皮肤与脂肪，打造清晰且不易松脱的双眼皮线条。" },
      "zh-TW": { name: "全切雙眼皮", summary: "去除多餘皮膚與脂肪，打造清晰且不易鬆脫的雙眼皮線條。" },
    },
    눈매교정: {
      en: {
        name: "Ptosis correction (eye-opening surgery)",
        summary:
          "Strengthens the muscle that lifts the eyelid so tired-looking, droopy eyes open wide and bright.",
      },
      ja: {
        name: "眼瞼下垂修正（目元矯正）",
        summary: "目を開ける筋肉の力を補い、眠そうに見える目をぱっちりと印象的にします。",
      },
      "zh-CN": {
        name: "上睑下垂矫正（提肌）",
        summary: "强化睁眼肌肉的力量，让看起来没精神的眼睛变得明亮有神。",
      },
      "zh-TW": { name: "提眼肌矯正", summary: "強化睜眼肌肉的力量，讓看起來沒精神的眼睛變得明亮有神。" },
    },
    앞트임: {
      en: {
        name: "Epicanthoplasty (inner corner)",
        summary:
          "Corrects the epicanthic fold to shorten the distance between the eyes for a more open look.",
      },
      ja: {
        name: "目頭切開",
        summary: "蒙古ひだを修正して目と目の間の距離を縮め、切れ長ですっきりとした目元にします。",
      },
      "zh-CN": { name: "开内眼角", summary: "矫正内眦赘皮，缩短两眼间距，让眼睛更显开阔。" },
      "zh-TW": { name: "開眼頭", summary: "矯正蒙古褶，縮短兩眼間距，讓眼睛更顯開闊。" },
    },
    "뒤트임 · 밑트임": {
      en: {
        name: "Lateral & lower canthoplasty",
        summary:
          "Adjusts the outer corner and lower lid line to make the eyes look larger, wider and taller.",
      },
      ja: {
        name: "目尻切開・たれ目形成",
        summary: "目尻と下まぶたのラインを調整し、横にも縦にも大きく見える目元をつくります。",
      },
      "zh-CN": {
        name: "开外眼角·下眼睑下移",
        summary: "调整外眼角与下眼睑线条，让眼睛横向、纵向都显得更大。",
      },
      "zh-TW": { name: "開眼尾・下眼瞼下移", summary: "調整眼尾與下眼瞼線條，讓眼睛橫向、縱向都顯得更大。" },
    },
    "눈밑지방 재배치": {
      en: {
        name: "Under-eye fat repositioning",
        summary: "Moves bulging under-eye fat into the hollows to soften dark circles and shadows.",
      },
      ja: {
        name: "目の下の脂肪再配置（裏ハムラ法）",
        summary: "ふくらんだ目の下の脂肪をくぼみへ移動させ、クマと目の下の影を改善します。",
      },
      "zh-CN": { name: "眼袋脂肪重置", summary: "将突出的眼下脂肪移至凹陷处，改善黑眼圈与眼下阴影。" },
      "zh-TW": { name: "眼袋脂肪重置", summary: "將突出的眼下脂肪移至凹陷處，改善黑眼圈與眼下陰影。" },
    },
    눈썹하거상: {
      en: {
        name: "Sub-brow lift",
        summary: "An incision just below the brow lifts drooping upper eyelids with a discreet scar.",
      },
      ja: {
        name: "眉下切開",
        summary: "眉のすぐ下を切開し、傷跡の負担を抑えてたるんだまぶたを引き上げます。",
      },
      "zh-CN": { name: "眉下提升", summary: "于眉毛正下方切开，以较小的疤痕负担提升下垂的上眼睑。" },
      "zh-TW": { name: "眉下提眼皮", summary: "於眉毛正下方切開，以較小的疤痕負擔提拉下垂的上眼皮。" },
    },
    "콧대 성형": {
      en: {
        name: "Nasal bridge augmentation",
        summary: "An implant shaped for your face raises a low nasal bridge naturally.",
      },
      ja: {
        name: "隆鼻術（鼻筋）",
        summary: "顔の形に合わせたプロテーゼで、低い鼻筋を自然に高くします。",
      },
      "zh-CN": { name: "隆鼻梁", summary: "以贴合脸型的假体，自然垫高低平的鼻梁。" },
      "zh-TW": { name: "隆鼻（鼻樑）", summary: "以貼合臉型的植入物，自然墊高低平的鼻樑。" },
    },
    "코끝 성형": {
      en: {
        name: "Nasal tip plasty",
        summary: "Your own cartilage finely refines a blunt or low nasal tip.",
      },
      ja: {
        name: "鼻尖形成",
        summary: "自家軟骨で、丸い・低い鼻先を繊細に整えます。",
      },
      "zh-CN": { name: "鼻尖整形", summary: "以自体软骨精细修饰圆钝或低平的鼻尖。" },
      "zh-TW": { name: "鼻頭整形", summary: "以自體軟骨精細修飾圓鈍或低平的鼻頭。" },
    },
    "매부리코 교정": {
      en: {
        name: "Dorsal hump correction",
        summary: "Reduces the protruding bone and cartilage of the bridge for a smooth profile.",
      },
      ja: {
        name: "ワシ鼻修正",
        summary: "出っ張った鼻筋の骨と軟骨を整え、なめらかな横顔をつくります。",
      },
      "zh-CN": { name: "驼峰鼻矫正", summary: "修整突出的鼻背骨与软骨，打造流畅的侧颜线条。" },
      "zh-TW": { name: "駝峰鼻矯正", summary: "修整突出的鼻背骨與軟骨，打造流暢的側臉線條。" },
    },
    "휜코 교정": {
      en: {
        name: "Deviated nose correction",
        summary: "Straightens a crooked nasal bone and septum to improve both shape and breathing.",
      },
      ja: {
        name: "斜鼻修正",
        summary: "曲がった鼻骨と鼻中隔をまっすぐに整え、形と鼻呼吸をともに改善します。",
      },
      "zh-CN": { name: "歪鼻矫正", summary: "矫正歪斜的鼻骨与鼻中隔，同时改善外形与呼吸。" },
      "zh-TW": { name: "歪鼻矯正", summary: "矯正歪斜的鼻骨與鼻中隔，同時改善外型與呼吸。" },
    },
    "복코 교정": {
      en: {
        name: "Bulbous nose correction",
        summary: "Refines wide nostrils and thick tip tissue for a slimmer nose.",
      },
      ja: {
        name: "だんご鼻・小鼻縮小",
        summary: "広がった小鼻と厚い鼻先の組織を整え、すっきりとした鼻のラインをつくります。",
      },
      "zh-CN": { name: "蒜头鼻矫正", summary: "修整宽大的鼻翼与厚实的鼻尖组织，打造纤巧的鼻型。" },
      "zh-TW": { name: "蒜頭鼻矯正", summary: "修整寬大的鼻翼與厚實的鼻頭組織，打造纖巧的鼻型。" },
    },
    "광대 축소술": {
      en: {
        name: "Cheekbone reduction",
        summary: "Moves prominent front and side cheekbones inward for a softer impression.",
      },
      ja: {
        name: "頬骨縮小術",
        summary: "張り出した前方・側方の頬骨を内側へ移動させ、やわらかな印象をつくります。",
      },
      "zh-CN": { name: "颧骨内推", summary: "将突出的前颧骨与侧颧骨向内移动，塑造柔和的面部印象。" },
      "zh-TW": { name: "顴骨內推", summary: "將突出的前顴骨與側顴骨向內移動，塑造柔和的臉部印象。" },
    },
    "사각턱 절제술": {
      en: {
        name: "Square jaw reduction",
        summary: "Curved resection of a prominent mandibular angle for a smooth jawline.",
      },
      ja: {
        name: "エラ削り（下顎角形成）",
        summary: "発達した下顎角を曲線的に切除し、なめらかなフェイスラインをつくります。",
      },
      "zh-CN": { name: "下颌角截骨（方脸矫正）", summary: "以弧线方式切除发达的下颌角，打造流畅的下颌线。" },
      "zh-TW": { name: "削骨（下顎角）", summary: "以弧線方式切除發達的下顎角，打造流暢的下顎線。" },
    },
    "턱끝 성형": {
      en: {
        name: "Chin surgery (genioplasty)",
        summary: "Repositions a short or receding chin for a balanced profile.",
      },
      ja: {
        name: "あご形成（オトガイ形成）",
        summary: "短い・引っ込んだあご先を移動させ、バランスのとれた横顔をつくります。",
      },
      "zh-CN": { name: "颏成形（下巴整形）", summary: "调整短小或后缩的下巴，塑造均衡的侧颜。" },
      "zh-TW": { name: "下巴整形（頦成形）", summary: "調整短小或後縮的下巴，塑造均衡的側臉。" },
    },
    "윤곽 3종": {
      en: {
        name: "Three-part facial contouring",
        summary:
          "Cheekbones, square jaw and chin refined in one operation to rebalance the proportions of the face.",
      },
      ja: {
        name: "輪郭3点セット",
        summary: "頬骨・エラ・あご先を一度に整え、顔全体のバランスを調和させます。",
      },
      "zh-CN": { name: "轮廓三件套", summary: "一次修整颧骨、下颌角与下巴，调整整体面部比例。" },
      "zh-TW": { name: "輪廓三部曲", summary: "一次修整顴骨、下顎角與下巴，調整整體臉部比例。" },
    },
    "가슴 보형물 확대": {
      en: {
        name: "Breast augmentation with implants",
        summary: "Endoscopic technique for less bleeding, with implants chosen for your body to add volume.",
      },
      ja: {
        name: "シリコンバッグ豊胸",
        summary: "内視鏡で出血を抑え、体型に合ったインプラントでボリュームを加えます。",
      },
      "zh-CN": { name: "假体隆胸", summary: "以内窥镜减少出血，选用适合体型的假体增加丰盈度。" },
      "zh-TW": { name: "義乳隆乳", summary: "以內視鏡減少出血，選用適合體型的義乳增加豐盈度。" },
    },
    "가슴 지방이식": {
      en: {
        name: "Fat transfer breast augmentation",
        summary: "Natural breast enhancement with purified fat taken from the abdomen and thighs.",
      },
      ja: {
        name: "脂肪注入豊胸",
        summary: "お腹や太ももの脂肪を精製して注入する、自然なバスト整形です。",
      },
      "zh-CN": { name: "自体脂肪丰胸", summary: "提取腹部与大腿脂肪，纯化后移植的自然丰胸手术。" },
      "zh-TW": { name: "自體脂肪豐胸", summary: "抽取腹部與大腿脂肪，純化後移植的自然豐胸手術。" },
    },
    "가슴 축소술": {
      en: {
        name: "Breast reduction",
        summary: "Reduces breast tissue and corrects sagging to relieve strain on the shoulders and back.",
      },
      ja: {
        name: "乳房縮小術",
        summary: "大きな胸の組織を減らし下垂を修正して、肩や腰への負担を軽くします。",
      },
      "zh-CN": { name: "缩胸术", summary: "减少过大的乳房组织并矫正下垂，减轻肩部与腰部负担。" },
      "zh-TW": { name: "縮胸手術", summary: "減少過大的乳房組織並矯正下垂，減輕肩部與腰部負擔。" },
    },
    "유두 · 유륜 성형": {
      en: {
        name: "Nipple & areola reshaping",
        summary: "Refines nipple size and areola shape for a balanced appearance.",
      },
      ja: {
        name: "乳頭・乳輪形成",
        summary: "乳頭の大きさと乳輪の形を整え、バランスのよい形にします。",
      },
      "zh-CN": { name: "乳头·乳晕整形", summary: "修整乳头大小与乳晕形状，打造均衡的外形。" },
      "zh-TW": { name: "乳頭・乳暈整形", summary: "修整乳頭大小與乳暈形狀，打造均衡的外型。" },
    },
    "복부 지방흡입": {
      en: {
        name: "Abdominal liposuction",
        summary: "Removes stubborn lower-belly and flank fat that exercise does not shift.",
      },
      ja: {
        name: "腹部脂肪吸引",
        summary: "運動では落ちにくい下腹とわき腹の脂肪をすっきり整えます。",
      },
      "zh-CN": { name: "腹部吸脂", summary: "去除运动难以减掉的小腹与腰侧脂肪。" },
      "zh-TW": { name: "腹部抽脂", summary: "去除運動難以消除的小腹與腰側脂肪。" },
    },
    "허벅지 지방흡입": {
      en: {
        name: "Thigh liposuction",
        summary: "360° liposuction of the inner, outer and back thighs for straighter legs.",
      },
      ja: {
        name: "太もも脂肪吸引",
        summary: "太ももの内側・外側・裏側を360度吸引し、まっすぐな脚のラインをつくります。",
      },
      "zh-CN": { name: "大腿吸脂", summary: "360度环吸大腿内侧、外侧与后侧，打造笔直腿型。" },
      "zh-TW": { name: "大腿抽脂", summary: "360度環抽大腿內側、外側與後側，打造筆直腿型。" },
    },
    "팔뚝 지방흡입": {
      en: {
        name: "Arm liposuction",
        summary: "Slims loose upper arms so you feel at ease in sleeveless tops.",
      },
      ja: {
        name: "二の腕脂肪吸引",
        summary: "たるんだ二の腕をすっきりさせ、ノースリーブも気兼ねなく着られる腕のラインにします。",
      },
      "zh-CN": { name: "手臂吸脂", summary: "改善松弛的蝴蝶袖，穿无袖也自在的手臂线条。" },
      "zh-TW": { name: "手臂抽脂", summary: "改善鬆弛的蝴蝶袖，穿無袖也自在的手臂線條。" },
    },
    "이중턱 지방흡입": {
      en: {
        name: "Double-chin liposuction",
        summary: "Removes fat under the chin for a defined jaw and neckline.",
      },
      ja: {
        name: "二重あご脂肪吸引",
        summary: "あごの下の脂肪を吸引し、くっきりとしたフェイスラインと首のラインをつくります。",
      },
      "zh-CN": { name: "双下巴吸脂", summary: "抽吸下巴下方脂肪，打造清晰的下颌线与颈部线条。" },
      "zh-TW": { name: "雙下巴抽脂", summary: "抽吸下巴下方脂肪，打造清晰的下顎線與頸部線條。" },
    },
    "얼굴 지방이식": {
      en: {
        name: "Facial fat grafting",
        summary: "Your own fat restores volume to a hollow forehead, cheeks and temples.",
      },
      ja: {
        name: "顔の脂肪注入",
        summary: "自分の脂肪でくぼんだ額・頬・こめかみを満たし、立体感を引き出します。",
      },
      "zh-CN": { name: "面部自体脂肪填充", summary: "以自体脂肪填充凹陷的额头、脸颊与太阳穴，增加立体感。" },
      "zh-TW": { name: "臉部自體脂肪填充", summary: "以自體脂肪填補凹陷的額頭、臉頰與太陽穴，增加立體感。" },
    },
    "V라인 턱 보톡스": {
      en: {
        name: "V-line jaw Botox",
        summary: "A quick injection that slims enlarged jaw muscles for a slender, V-shaped face.",
      },
      ja: {
        name: "Vラインエラボトックス",
        summary: "発達したエラの筋肉を小さくし、ほっそりとした輪郭をつくる手軽な施術です。",
      },
      "zh-CN": { name: "V脸瘦脸肉毒素", summary: "缩小发达的咬肌，打造纤细V脸的简易项目。" },
      "zh-TW": { name: "V臉瘦小臉肉毒", summary: "縮小發達的咀嚼肌，打造纖細V臉的簡易療程。" },
    },
    "콧대 필러": {
      en: {
        name: "Nose bridge filler",
        summary: "Filler raises the bridge so you can preview the shape you want before surgery.",
      },
      ja: {
        name: "鼻筋ヒアルロン酸",
        summary: "ヒアルロン酸で鼻筋を高くし、手術の前に希望の形を確かめることができます。",
      },
      "zh-CN": { name: "鼻梁玻尿酸", summary: "以玻尿酸垫高鼻梁，可在手术前预先确认理想鼻型。" },
      "zh-TW": { name: "鼻樑玻尿酸", summary: "以玻尿酸墊高鼻樑，可在手術前預先確認理想鼻型。" },
    },
    윤곽주사: {
      en: {
        name: "Contour injection (fat-dissolving)",
        summary: "Fat-dissolving injections that slim the cheeks and jowls.",
      },
      ja: {
        name: "輪郭注射（脂肪溶解注射）",
        summary: "脂肪溶解成分で頬とあごまわりのお肉をすっきりさせる注射です。",
      },
      "zh-CN": { name: "轮廓针（溶脂针）", summary: "以溶脂成分改善脸颊肉与下巴赘肉的注射项目。" },
      "zh-TW": { name: "輪廓針（溶脂針）", summary: "以溶脂成分改善臉頰肉與下巴贅肉的注射療程。" },
    },
    "코그실 리프팅": {
      en: {
        name: "Cog thread lift",
        summary: "Barbed (cog) threads lift sagging cheeks and jawline for an immediately sharper contour.",
      },
      ja: {
        name: "コグ糸リフト",
        summary: "トゲ付きのコグ糸でたるんだ頬とフェイスラインを引き上げ、すぐに輪郭を整えます。",
      },
      "zh-CN": { name: "锯齿线提升", summary: "以锯齿线提拉松弛的脸颊与下颌线，即刻改善轮廓。" },
      "zh-TW": { name: "倒勾線拉提", summary: "以倒勾線拉提鬆弛的臉頰與下顎線，立即改善輪廓。" },
    },
    "볼륨 입술 필러": {
      en: {
        name: "Volume lip filler",
        summary: "Naturally enhances lip line and volume for a fresh, lively mouth.",
      },
      ja: {
        name: "ボリューム唇ヒアルロン酸",
        summary: "唇のラインとボリュームを自然に補い、いきいきとした口元をつくります。",
      },
      "zh-CN": { name: "丰唇玻尿酸", summary: "自然改善唇线与丰盈度，打造有活力的唇形。" },
      "zh-TW": { name: "豐唇玻尿酸", summary: "自然改善唇線與豐盈度，打造有朝氣的唇形。" },
    },
    안면거상술: {
      en: {
        name: "Facelift (SMAS)",
        summary: "Lifts down to the SMAS layer to correct deep wrinkles and sagging at the root.",
      },
      ja: {
        name: "フェイスリフト（SMAS法）",
        summary: "SMAS筋膜層まで引き上げ、深いしわとたるみを根本から改善します。",
      },
      "zh-CN": { name: "面部拉皮（SMAS）", summary: "提拉至SMAS筋膜层，从根本改善深层皱纹与松弛。" },
      "zh-TW": { name: "臉部拉皮（SMAS）", summary: "拉提至SMAS筋膜層，從根本改善深層皺紋與鬆弛。" },
    },
    이마거상술: {
      en: {
        name: "Endoscopic forehead lift",
        summary:
          "Endoscopically lifts a drooping forehead and brows to ease heavy eyelids and forehead lines.",
      },
      ja: {
        name: "内視鏡額リフト",
        summary: "内視鏡で下がった額と眉を引き上げ、まぶたのたるみと額のしわを改善します。",
      },
      "zh-CN": { name: "内窥镜额头提升", summary: "以内窥镜提升下垂的额头与眉毛，改善眼皮下垂与抬头纹。" },
      "zh-TW": { name: "內視鏡額頭拉提", summary: "以內視鏡拉提下垂的額頭與眉毛，改善眼皮下垂與抬頭紋。" },
    },
    목거상술: {
      en: {
        name: "Neck lift",
        summary: "Tightens loose neck skin and muscle for a smooth neck and jawline.",
      },
      ja: {
        name: "ネックリフト",
        summary: "たるんだ首の皮膚と筋肉を引き上げ、なめらかな首と顎のラインをつくります。",
      },
      "zh-CN": { name: "颈部提升", summary: "提拉松弛的颈部皮肤与肌肉，打造流畅的颈部与下颌线。" },
      "zh-TW": { name: "頸部拉提", summary: "拉提鬆弛的頸部皮膚與肌肉，打造流暢的頸部與下顎線。" },
    },
    "VIP 눈 · 코 복합 성형 패키지": {
      en: {
        name: "VIP eye & nose combination package",
        summary: "A VIP-only package: ptosis correction and nasal tip plasty in a single operation.",
      },
      ja: {
        name: "VIP目・鼻複合整形パッケージ",
        summary: "眼瞼下垂修正と鼻尖形成を一度の手術で受けられるVIP限定パッケージです。",
      },
      "zh-CN": { name: "VIP 眼鼻综合整形套餐", summary: "一次手术完成上睑下垂矫正与鼻尖整形的VIP专享套餐。" },
      "zh-TW": { name: "VIP 眼鼻綜合整形方案", summary: "一次手術完成提眼肌矯正與鼻頭整形的VIP專屬方案。" },
    },
    "VIP 전신 라인 지방흡입 패키지": {
      en: {
        name: "VIP full-body liposuction package",
        summary: "A VIP-only body package that contours the abdomen, thighs and arms in one go.",
      },
      ja: {
        name: "VIP全身ライン脂肪吸引パッケージ",
        summary: "お腹・太もも・二の腕を一度に整えるVIP限定のボディパッケージです。",
      },
      "zh-CN": { name: "VIP 全身吸脂塑形套餐", summary: "一次完成腹部、大腿与手臂吸脂的VIP专享形体套餐。" },
      "zh-TW": { name: "VIP 全身抽脂雕塑方案", summary: "一次完成腹部、大腿與手臂抽脂的VIP專屬體態方案。" },
    },
  },
};
