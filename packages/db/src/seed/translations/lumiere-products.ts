import type { DemoTranslations } from "./types";

/**
 * Lumière's categories and treatments by name and summary in every language. Device and brand names are written
 * as patients abroad search for them (Ulthera, Thermage FLX, Rejuran Healer…); in Chinese the local market names
 * (热玛吉, 鳳凰電波, 海芙音波) come first, the brand after it.
 */
export const lumiereProducts: DemoTranslations = {
  categories: {
    리프팅: {
      en: {
        name: "Lifting",
        description:
          "Non-surgical lifting that uses high-intensity ultrasound and radiofrequency energy to lift sagging skin and redefine facial contours.",
      },
      ja: {
        name: "リフティング",
        description:
          "高密度焦点式超音波や高周波（RF）のエネルギーで、たるんだ肌と崩れたフェイスラインを引き上げる切らないリフトアップ治療です。",
      },
      "zh-CN": {
        name: "提升",
        description: "利用高强度聚焦超声与射频能量，提升松弛肌肤、重塑面部轮廓的非手术提升项目。",
      },
      "zh-TW": {
        name: "拉提",
        description: "以高強度聚焦超音波與電波能量，拉提鬆弛肌膚、重塑臉部輪廓的非手術拉提療程。",
      },
    },
    "레이저 토닝 · 색소": {
      en: {
        name: "Laser Toning & Pigmentation",
        description:
          "Laser treatment for melasma, dark spots and freckles that restores a clear, even skin tone.",
      },
      ja: {
        name: "レーザートーニング・シミ治療",
        description:
          "肝斑・シミ・そばかすなどの色素トラブルをレーザーで治療し、澄んだ均一な肌トーンを取り戻します。",
      },
      "zh-CN": {
        name: "激光净肤·色素治疗",
        description: "以激光治疗黄褐斑、色斑、雀斑等色素问题，找回清透均匀的肤色。",
      },
      "zh-TW": {
        name: "雷射淨膚・色素治療",
        description: "以雷射治療肝斑、斑點、雀斑等色素問題，找回透亮均勻的膚色。",
      },
    },
    보톡스: {
      en: {
        name: "Botox",
        description:
          "Relaxes the muscles that cause expression lines, softening wrinkles and refining the facial contour.",
      },
      ja: {
        name: "ボトックス",
        description: "表情じわの原因となる筋肉の動きを抑え、しわとフェイスラインをなめらかに整えます。",
      },
      "zh-CN": { name: "肉毒素", description: "调节形成皱纹的肌肉活动，柔化表情纹，修饰面部轮廓。" },
      "zh-TW": { name: "肉毒桿菌素", description: "調節形成皺紋的肌肉活動，淡化表情紋並修飾臉部輪廓。" },
    },
    필러: {
      en: {
        name: "Fillers",
        description:
          "Hyaluronic acid fillers restore lost volume and bring back definition and dimension to the face.",
      },
      ja: {
        name: "ヒアルロン酸注入",
        description: "ヒアルロン酸フィラーでくぼんだ部分を満たし、顔の立体感とラインを引き出します。",
      },
      "zh-CN": { name: "玻尿酸填充", description: "以玻尿酸填充凹陷部位，打造立体的面部线条。" },
      "zh-TW": { name: "玻尿酸填充", description: "以玻尿酸填補凹陷部位，打造立體的臉部線條。" },
    },
    "여드름 · 모공": {
      en: {
        name: "Acne & Pores",
        description: "Step-by-step treatment for inflammatory acne, acne marks, enlarged pores and scars.",
      },
      ja: {
        name: "ニキビ・毛穴",
        description: "炎症性ニキビからニキビ跡、開いた毛穴、クレーター状の瘢痕まで段階的に治療します。",
      },
      "zh-CN": { name: "痘痘·毛孔", description: "从炎症性痘痘到痘印、粗大毛孔与痘坑，分阶段进行治疗。" },
      "zh-TW": { name: "痘痘・毛孔", description: "從發炎性痘痘到痘疤、粗大毛孔與凹疤，分階段進行治療。" },
    },
    스킨부스터: {
      en: {
        name: "Skin Boosters",
        description:
          "Injectable treatments that deliver active ingredients directly into the skin to boost hydration, elasticity and regeneration.",
      },
      ja: {
        name: "スキンブースター（肌育注射）",
        description: "有効成分を肌の内側に直接届け、うるおい・ハリ・再生力を高める注入治療です。",
      },
      "zh-CN": {
        name: "皮肤营养针（水光）",
        description: "将有效成分直接注入皮肤，提升肌肤水润度、弹性与修复力的注射项目。",
      },
      "zh-TW": {
        name: "水光・肌膚營養針",
        description: "將有效成分直接注入肌膚，提升保濕度、彈性與修復力的注射療程。",
      },
    },
    "스킨케어 · 관리": {
      en: {
        name: "Skin Care",
        description: "Clinical facial programs that calm sensitized skin and restore the skin barrier.",
      },
      ja: {
        name: "スキンケア・メディカルエステ",
        description: "敏感になった肌を鎮静し、肌のバリア機能を回復させるメディカルエステプログラムです。",
      },
      "zh-CN": { name: "皮肤护理", description: "舒缓敏感肌肤、修复皮肤屏障的医学美容护理项目。" },
      "zh-TW": { name: "肌膚護理", description: "舒緩敏感肌膚、修復肌膚屏障的醫學美容護理療程。" },
    },
    "VIP 멤버십 전용": {
      en: {
        name: "VIP Members Only",
        description: "Private programs offered to VIP members only, through a personal link.",
      },
      ja: {
        name: "VIP会員限定",
        description: "VIP会員の方にのみ専用リンクでご案内する非公開プログラムです。",
      },
      "zh-CN": { name: "VIP会员专享", description: "仅通过专属链接向VIP会员提供的非公开项目。" },
      "zh-TW": { name: "VIP會員專屬", description: "僅透過專屬連結提供給VIP會員的非公開療程。" },
    },
  },
  products: {
    "울쎄라 리프팅": {
      en: {
        name: "Ulthera Lifting",
        summary:
          "High-intensity focused ultrasound reaches the SMAS layer to lift a sagging jawline and cheeks.",
      },
      ja: {
        name: "ウルセラ・リフティング",
        summary: "SMAS筋膜層まで届く高密度焦点式超音波で、たるんだフェイスラインと頬を引き上げます。",
      },
      "zh-CN": {
        name: "超声刀提升（Ulthera）",
        summary: "高强度聚焦超声直达SMAS筋膜层，提升松弛的下颌线与面颊。",
      },
      "zh-TW": {
        name: "音波拉提（Ulthera）",
        summary: "高強度聚焦超音波直達SMAS筋膜層，拉提鬆弛的下顎線與臉頰。",
      },
    },
    "써마지 FLX 리프팅": {
      en: {
        name: "Thermage FLX",
        summary:
          "Monopolar radiofrequency renews collagen in the dermis to firm and smooth the skin all over.",
      },
      ja: {
        name: "サーマクールFLX",
        summary: "高周波（RF）エネルギーで真皮層のコラーゲン再生を促し、肌全体のハリとキメを改善します。",
      },
      "zh-CN": {
        name: "热玛吉 FLX（Thermage）",
        summary: "以射频能量促进真皮层胶原再生，全面改善肌肤紧致度与肤质。",
      },
      "zh-TW": {
        name: "鳳凰電波 FLX（Thermage）",
        summary: "以電波能量促進真皮層膠原蛋白新生，全面改善肌膚緊緻度與膚質。",
      },
    },
    "슈링크 유니버스 리프팅": {
      en: {
        name: "Shurink Universe Lifting",
        summary:
          "A fast, low-pain HIFU lift (Korea's popular Ulthera alternative) that sharpens the facial contour.",
      },
      ja: {
        name: "シュリンク・ユニバース",
        summary: "痛みが少なくスピーディーなHIFU（ハイフ）リフトで、フェイスラインをすっきり整えます。",
      },
      "zh-CN": {
        name: "Shurink Universe 聚焦超声提升",
        summary: "快速、痛感低的HIFU提升，让面部轮廓更加清晰。",
      },
      "zh-TW": {
        name: "Shurink Universe 海芙音波",
        summary: "快速、疼痛感低的HIFU海芙音波拉提，讓臉部輪廓更加俐落。",
      },
    },
    "인모드 리프팅": {
      en: {
        name: "InMode Lifting",
        summary:
          "Combines radiofrequency heat (Forma) with electrical pulses (FX) to treat the fat layer and the skin in one session.",
      },
      ja: {
        name: "インモード・リフティング",
        summary: "高周波と微弱電流を組み合わせ、脂肪層と皮膚層を同時にケアするリフトアップ治療です。",
      },
      "zh-CN": { name: "InMode 射频提升", summary: "结合射频与微电流，同时作用于脂肪层与皮肤层的提升项目。" },
      "zh-TW": { name: "InMode 電波拉提", summary: "結合電波與微電流，同時作用於脂肪層與皮膚層的拉提療程。" },
    },
    "민트실 리프팅": {
      en: {
        name: "MINT Thread Lift",
        summary: "Absorbable PDO cog threads physically reposition sagging tissue for an immediate lift.",
      },
      ja: {
        name: "ミントリフト（糸リフト）",
        summary: "溶ける糸でたるんだ組織を物理的に引き上げ、すぐに実感できるリフトアップ効果をもたらします。",
      },
      "zh-CN": { name: "MINT 线雕提升", summary: "以可吸收的锯齿线物理性提拉松弛组织，即刻呈现提升效果。" },
      "zh-TW": { name: "MINT 埋線拉提", summary: "以可吸收的倒勾線物理性提拉鬆弛組織，立即呈現拉提效果。" },
    },
    "올리지오 리프팅": {
      en: {
        name: "Oligio Lifting",
        summary:
          "A gentler Korean monopolar RF device that stimulates collagen to improve firmness with less pain.",
      },
      ja: {
        name: "オリジオ・リフティング",
        summary: "痛みを抑えた高周波機器でコラーゲン再生を促し、肌のハリを高めるリフトアップ治療です。",
      },
      "zh-CN": { name: "Oligio 射频提升", summary: "以低痛感射频设备促进胶原再生，提升肌肤弹性。" },
      "zh-TW": { name: "Oligio 電波拉提", summary: "以低痛感電波儀器促進膠原蛋白新生，提升肌膚彈性。" },
    },
    "소프웨이브 리프팅": {
      en: {
        name: "Sofwave Lifting",
        summary:
          "Next-generation lifting that heats the mid-dermis evenly with ultrasound beams; coming soon to Lumière.",
      },
      ja: {
        name: "ソフウェーブ・リフティング",
        summary: "超音波ビームで真皮中層を均一に加熱する次世代リフトアップ治療で、導入を準備しています。",
      },
      "zh-CN": {
        name: "Sofwave 超声提升",
        summary: "以超声波束均匀加热真皮中层的新一代提升项目，即将引进。",
      },
      "zh-TW": {
        name: "Sofwave 超音波拉提",
        summary: "以超音波束均勻加熱真皮中層的新一代拉提療程，即將引進。",
      },
    },
    "피코 레이저 토닝": {
      en: {
        name: "Pico Laser Toning",
        summary:
          "Picosecond pulses shatter pigment into fine particles to fade melasma and brighten a dull tone.",
      },
      ja: {
        name: "ピコトーニング",
        summary: "ピコ秒単位の短いパルスで色素を細かく砕き、肝斑とくすみを改善します。",
      },
      "zh-CN": {
        name: "皮秒激光净肤",
        summary: "以皮秒级超短脉冲将色素击碎成细小颗粒，改善黄褐斑与暗沉肤色。",
      },
      "zh-TW": {
        name: "皮秒雷射淨膚",
        summary: "以皮秒級超短脈衝將色素擊碎成細小顆粒，改善肝斑與暗沉膚色。",
      },
    },
    "레블라이트 레이저 토닝": {
      en: {
        name: "RevLite Laser Toning",
        summary: "A low-fluence Q-switched laser that breaks down melanin gently for a more even tone.",
      },
      ja: {
        name: "レブライト・トーニング",
        summary: "低出力レーザーで刺激を抑えてメラニンを分解し、肌トーンを均一に整えます。",
      },
      "zh-CN": { name: "RevLite 激光净肤", summary: "以低能量激光温和分解黑色素，让肤色更均匀。" },
      "zh-TW": { name: "RevLite 雷射淨膚", summary: "以低能量雷射溫和分解黑色素，讓膚色更均勻。" },
    },
    "기미 집중 케어": {
      en: {
        name: "Intensive Melasma Care",
        summary: "A three-step melasma program combining pico toning with a vitamin treatment.",
      },
      ja: {
        name: "肝斑集中ケア",
        summary: "ピコトーニングとビタミンケアを組み合わせた3ステップの肝斑集中プログラムです。",
      },
      "zh-CN": { name: "黄褐斑集中护理", summary: "结合皮秒净肤与维生素护理的三步骤黄褐斑集中疗程。" },
      "zh-TW": { name: "肝斑集中療程", summary: "結合皮秒淨膚與維他命保養的三步驟肝斑集中療程。" },
    },
    "점 · 잡티 제거": {
      en: {
        name: "Mole & Spot Removal",
        summary:
          "Precise CO2 laser removal of moles, age spots and skin tags, with minimal risk of scarring.",
      },
      ja: {
        name: "ほくろ・シミ取り",
        summary: "CO2レーザーでほくろ、老人性イボ、スキンタッグを傷跡の心配を抑えて精密に除去します。",
      },
      "zh-CN": { name: "祛痣·祛斑点", summary: "以CO2激光精准去除痣、老年斑与软纤维瘤，减少留疤顾虑。" },
      "zh-TW": { name: "除痣・除斑", summary: "以CO2雷射精準去除痣、老人斑與軟瘤，降低留疤疑慮。" },
    },
    "엑셀V 혈관 레이저": {
      en: {
        name: "Excel V Vascular Laser",
        summary: "A vascular laser for facial redness, broken capillaries and red acne marks.",
      },
      ja: {
        name: "エクセルV（血管レーザー）",
        summary: "赤ら顔や毛細血管拡張、ニキビ跡の赤みを改善する血管レーザーです。",
      },
      "zh-CN": { name: "Excel V 血管激光", summary: "改善面部泛红、红血丝及痘印红斑的血管激光。" },
      "zh-TW": { name: "Excel V 血管雷射", summary: "改善臉部泛紅、微血管擴張及痘疤紅印的血管雷射。" },
    },
    "이마 · 미간 보톡스": {
      en: {
        name: "Forehead & Frown Line Botox",
        summary:
          "Naturally smooths the forehead lines and frown lines that appear when you make expressions.",
      },
      ja: {
        name: "額・眉間ボトックス",
        summary: "表情をつくるときにできる額と眉間のしわを自然にのばします。",
      },
      "zh-CN": { name: "额头·眉间肉毒素", summary: "自然抚平做表情时出现的抬头纹与眉间纹。" },
      "zh-TW": { name: "額頭・眉間肉毒", summary: "自然撫平做表情時出現的抬頭紋與眉間紋。" },
    },
    "사각턱 보톡스": {
      en: {
        name: "Jaw Slimming Botox",
        summary: "Contouring Botox that reduces an enlarged masseter muscle for a slimmer jawline.",
      },
      ja: {
        name: "エラボトックス",
        summary: "発達した咬筋を小さくして、すっきりとしたフェイスラインをつくる輪郭ボトックスです。",
      },
      "zh-CN": { name: "瘦脸肉毒素（咬肌）", summary: "缩小发达的咬肌，打造纤细下颌线的轮廓肉毒素。" },
      "zh-TW": { name: "瘦小臉肉毒（咀嚼肌）", summary: "縮小發達的咀嚼肌，打造纖細下顎線的輪廓肉毒。" },
    },
    "스킨 보톡스": {
      en: {
        name: "Skin Botox (Microbotox)",
        summary:
          "Botox placed superficially in the dermis to refine pores, fine lines and oil production at once.",
      },
      ja: {
        name: "スキンボトックス（マイクロボトックス）",
        summary: "真皮層にボトックスを浅く注入し、毛穴・小じわ・皮脂分泌をまとめて改善します。",
      },
      "zh-CN": {
        name: "微滴肉毒素（水光肉毒）",
        summary: "将肉毒素浅层注入真皮，同时改善毛孔、细纹与出油。",
      },
      "zh-TW": {
        name: "微滴肉毒（淨膚肉毒）",
        summary: "將肉毒淺層注入真皮，同時改善毛孔、細紋與出油問題。",
      },
    },
    "승모근 보톡스": {
      en: {
        name: "Trapezius (Shoulder) Botox",
        summary:
          "Reduces the bulk of the trapezius for a smoother shoulder line and relieves muscle tension.",
      },
      ja: {
        name: "肩ボトックス（僧帽筋）",
        summary: "僧帽筋のボリュームを抑えて肩のラインをなめらかにし、こりもやわらげます。",
      },
      "zh-CN": {
        name: "瘦肩肉毒素（斜方肌）",
        summary: "缩小斜方肌体积，让肩颈线条更流畅，同时缓解肌肉紧绷。",
      },
      "zh-TW": {
        name: "瘦肩肉毒（斜方肌）",
        summary: "縮小斜方肌體積，讓肩頸線條更流暢，同時舒緩肌肉緊繃。",
      },
    },
    "다한증 보톡스": {
      en: {
        name: "Hyperhidrosis Botox",
        summary: "Reduces excessive sweating of the underarms and palms, a relief in the summer months.",
      },
      ja: {
        name: "多汗症ボトックス",
        summary: "過剰な汗の分泌を抑え、夏場のわき・手のひらの汗の悩みを軽くします。",
      },
      "zh-CN": { name: "止汗肉毒素", summary: "抑制过度出汗，缓解夏季腋下与手掌多汗的困扰。" },
      "zh-TW": { name: "止汗肉毒", summary: "抑制過度出汗，減輕夏季腋下與手掌多汗的困擾。" },
    },
    "팔자 필러": {
      en: {
        name: "Nasolabial Fold Filler",
        summary: "Fills deep smile lines for a fresher, more youthful look.",
      },
      ja: {
        name: "ほうれい線ヒアルロン酸",
        summary: "深く刻まれたほうれい線を埋め、いきいきとした若々しい印象をつくります。",
      },
      "zh-CN": { name: "法令纹玻尿酸", summary: "填充深陷的法令纹，打造有活力、显年轻的面容。" },
      "zh-TW": { name: "法令紋玻尿酸", summary: "填補深陷的法令紋，打造有朝氣、顯年輕的面容。" },
    },
    "입술 필러": {
      en: {
        name: "Lip Filler",
        summary: "Naturally enhances lip volume and definition for a fresh, lively mouth.",
      },
      ja: {
        name: "唇ヒアルロン酸",
        summary: "唇のボリュームとラインを自然に整え、いきいきとした口元に仕上げます。",
      },
      "zh-CN": { name: "丰唇玻尿酸", summary: "自然提升唇部丰盈度与唇线，打造饱满有活力的唇形。" },
      "zh-TW": { name: "豐唇玻尿酸", summary: "自然提升唇部豐盈度與唇線，打造飽滿有朝氣的唇形。" },
    },
    "애교살 필러": {
      en: {
        name: "Aegyo-sal (Under-eye Roll) Filler",
        summary:
          "Creates aegyo-sal, the soft roll under the eyes prized in Korea, for bright, friendly eyes.",
      },
      ja: {
        name: "涙袋ヒアルロン酸",
        summary: "目の下に涙袋をつくり、明るくやさしい目元を演出します。",
      },
      "zh-CN": { name: "卧蚕玻尿酸", summary: "打造眼下卧蚕，呈现明亮柔和的眼神。" },
      "zh-TW": { name: "臥蠶玻尿酸", summary: "打造眼下臥蠶，呈現明亮柔和的眼神。" },
    },
    "코 필러": {
      en: {
        name: "Nose Filler",
        summary: "Raises the bridge and tip of the nose for a refined profile without surgery.",
      },
      ja: {
        name: "鼻ヒアルロン酸",
        summary: "鼻筋と鼻先を高くし、手術なしで美しい横顔をつくります。",
      },
      "zh-CN": { name: "隆鼻玻尿酸", summary: "垫高鼻梁与鼻尖，无需手术即可打造挺拔侧颜。" },
      "zh-TW": { name: "隆鼻玻尿酸", summary: "墊高鼻樑與鼻頭，無需手術即可打造挺拔側臉。" },
    },
    "턱끝 필러": {
      en: {
        name: "Chin Filler",
        summary: "Brings a short or receding chin forward for a slimmer, well-balanced face shape.",
      },
      ja: {
        name: "あごヒアルロン酸",
        summary: "短い・引っ込んだあご先を前に出し、すっきりとバランスのよい輪郭をつくります。",
      },
      "zh-CN": { name: "下巴玻尿酸", summary: "让短小或后缩的下巴前移，打造纤细均衡的脸型。" },
      "zh-TW": { name: "下巴玻尿酸", summary: "讓短小或後縮的下巴前移，打造纖細均衡的臉型。" },
    },
    "여드름 압출 관리": {
      en: {
        name: "Acne Extraction Facial",
        summary: "Hygienic extraction by our dermatology aestheticians, finished with a soothing treatment.",
      },
      ja: {
        name: "ニキビ圧出ケア",
        summary: "皮膚科専門のスタッフが衛生的に圧出し、鎮静ケアまで行います。",
      },
      "zh-CN": { name: "粉刺清理护理", summary: "由皮肤科专业护理师卫生清理粉刺，并以舒缓护理收尾。" },
      "zh-TW": { name: "粉刺清潔護理", summary: "由皮膚科專業護理師衛生清除粉刺，並以鎮靜保養收尾。" },
    },
    "아그네스 여드름 치료": {
      en: {
        name: "Agnes Acne Treatment",
        summary: "Selectively destroys only the sebaceous glands that cause acne, reducing recurrence.",
      },
      ja: {
        name: "アグネス（ニキビ治療）",
        summary: "ニキビの原因となる皮脂腺だけを選択的に破壊し、再発を抑える治療です。",
      },
      "zh-CN": { name: "Agnes 痘痘治疗", summary: "选择性破坏引发痘痘的皮脂腺，减少复发。" },
      "zh-TW": { name: "Agnes 痘痘治療", summary: "選擇性破壞引發痘痘的皮脂腺，減少復發。" },
    },
    "포텐자 모공 치료": {
      en: {
        name: "Potenza Pore Treatment",
        summary: "Microneedling radiofrequency smooths enlarged pores and rough skin texture.",
      },
      ja: {
        name: "ポテンツァ（毛穴治療）",
        summary: "マイクロニードルRFで開いた毛穴とざらついた肌のキメをなめらかに整えます。",
      },
      "zh-CN": { name: "Potenza 微针射频毛孔治疗", summary: "以微针射频改善粗大毛孔与粗糙肤质。" },
      "zh-TW": { name: "Potenza 微針電波毛孔治療", summary: "以微針電波改善粗大毛孔與粗糙膚質。" },
    },
    "프락셀 흉터 레이저": {
      en: {
        name: "Fraxel Scar Laser",
        summary: "Microscopic laser columns trigger skin renewal to improve depressed acne scars.",
      },
      ja: {
        name: "フラクセル（ニキビ跡レーザー）",
        summary: "微細なレーザー照射で肌の再生を促し、クレーター状のニキビ跡を改善します。",
      },
      "zh-CN": { name: "Fraxel 点阵激光（痘坑）", summary: "以微细激光柱促进皮肤再生，改善凹陷性痘疤。" },
      "zh-TW": { name: "飛梭雷射（凹疤）", summary: "以微細雷射光柱促進肌膚再生，改善凹陷性痘疤。" },
    },
    "리쥬란 힐러": {
      en: {
        name: "Rejuran Healer",
        summary: "Salmon-DNA polynucleotides (PN) repair damaged skin and improve elasticity.",
      },
      ja: {
        name: "リジュラン・ヒーラー",
        summary: "サーモンDNA由来成分（PN）が傷んだ肌を再生し、ハリを高めます。",
      },
      "zh-CN": {
        name: "丽珠兰（Rejuran Healer）",
        summary: "三文鱼DNA提取成分（PN）修复受损肌肤、提升弹性。",
      },
      "zh-TW": { name: "麗珠蘭（Rejuran Healer）", summary: "鮭魚DNA萃取成分（PN）修復受損肌膚、提升彈性。" },
    },
    "쥬베룩 스킨부스터": {
      en: {
        name: "Juvelook Skin Booster",
        summary: "PDLLA stimulates collagen production to improve depressed scars and pores.",
      },
      ja: {
        name: "ジュベルック",
        summary: "PDLLA成分がコラーゲン生成を促し、凹んだ傷跡と毛穴を改善します。",
      },
      "zh-CN": { name: "Juvelook 胶原再生针", summary: "PDLLA成分促进胶原蛋白生成，改善凹陷疤痕与毛孔。" },
      "zh-TW": { name: "Juvelook 膠原增生針", summary: "PDLLA成分促進膠原蛋白生成，改善凹陷疤痕與毛孔。" },
    },
    "물광 주사": {
      en: {
        name: "Mulgwang (Glass Skin) Injection",
        summary: "Hyaluronic acid placed in the dermis for the dewy, from-within glow Koreans call mulgwang.",
      },
      ja: {
        name: "水光注射",
        summary: "ヒアルロン酸を真皮層に補い、内側からうるおうツヤ肌をつくります。",
      },
      "zh-CN": { name: "水光针", summary: "将玻尿酸注入真皮层，由内而外打造水润光泽。" },
      "zh-TW": { name: "水光針", summary: "將玻尿酸注入真皮層，由內而外打造水潤光澤。" },
    },
    "엑소좀 재생 관리": {
      en: {
        name: "Exosome Recovery Care",
        summary: "Exosomes applied after laser treatment to support healing and regeneration.",
      },
      ja: {
        name: "エクソソーム再生ケア",
        summary: "レーザー治療後にエクソソームを塗布し、回復と再生をサポートするケアです。",
      },
      "zh-CN": { name: "外泌体修护护理", summary: "激光治疗后涂抹外泌体，帮助肌肤恢复与再生。" },
      "zh-TW": { name: "外泌體修護保養", summary: "雷射療程後塗抹外泌體，幫助肌膚恢復與再生。" },
    },
    "샤넬 주사": {
      en: {
        name: "“Chanel Injection” (Filorga NCTF)",
        summary:
          "Known in Korea as the Chanel injection: concentrated hyaluronic acid with a vitamin complex to refine texture and tone.",
      },
      ja: {
        name: "シャネル注射（フィロルガNCTF）",
        summary: "高濃度ヒアルロン酸とビタミン複合成分で、肌のキメとトーンを一度にケアします。",
      },
      "zh-CN": {
        name: "香奈儿水光针（Filorga NCTF）",
        summary: "以高浓度玻尿酸与维生素复合成分，一次改善肤质与肤色。",
      },
      "zh-TW": {
        name: "香奈兒水光針（Filorga NCTF）",
        summary: "以高濃度玻尿酸與維他命複合成分，一次改善膚質與膚色。",
      },
    },
    "LDM 물방울 리프팅 케어": {
      en: {
        name: "LDM Water-Drop Lifting Care",
        summary:
          "High-density ultrasound fills the skin with moisture and firmness in a soothing, lifting facial.",
      },
      ja: {
        name: "LDM水玉リフティングケア",
        summary: "高密度超音波で肌の内側にうるおいとハリを与える、鎮静・リフトアップケアです。",
      },
      "zh-CN": { name: "LDM 水滴提升护理", summary: "以高密度超声为肌肤补水紧致的舒缓提升护理。" },
      "zh-TW": { name: "LDM 水滴拉提保養", summary: "以高密度超音波為肌膚補水緊緻的鎮靜拉提保養。" },
    },
    아쿠아필: {
      en: {
        name: "Aqua Peel",
        summary: "A deep-cleansing facial that gently clears dead skin and sebum, then replenishes moisture.",
      },
      ja: {
        name: "アクアピーリング",
        summary: "角質と皮脂をやさしく取り除き、うるおいを与えるディープクレンジングケアです。",
      },
      "zh-CN": {
        name: "水氧深层清洁（Aqua Peel）",
        summary: "温和去除角质与油脂，并补充水分的深层清洁护理。",
      },
      "zh-TW": { name: "水飛梭（Aqua Peel）", summary: "溫和去除角質與油脂，並補充水分的深層清潔保養。" },
    },
    "크라이오 진정 관리": {
      en: {
        name: "Cryo Soothing Care",
        summary: "Cooling energy quickly calms heat and redness in the skin.",
      },
      ja: {
        name: "クライオ鎮静ケア",
        summary: "冷却エネルギーで肌のほてりと赤みをすばやく鎮めるケアです。",
      },
      "zh-CN": { name: "冷冻舒缓护理", summary: "以冷却能量迅速舒缓肌肤发热与泛红。" },
      "zh-TW": { name: "冷凍鎮靜保養", summary: "以冷卻能量迅速鎮靜肌膚發熱與泛紅。" },
    },
    "VIP 프리미엄 듀얼 리프팅": {
      en: {
        name: "VIP Premium Dual Lifting",
        summary:
          "A VIP-only lifting program: 600 shots of Ulthera and 600 shots of Thermage FLX in a single day.",
      },
      ja: {
        name: "VIPプレミアム・デュアルリフティング",
        summary:
          "ウルセラ600ショットとサーマクールFLX 600ショットを1日で受けられるVIP限定のリフトアッププログラムです。",
      },
      "zh-CN": {
        name: "VIP 尊享双重提升",
        summary: "一天内完成超声刀600发与热玛吉FLX 600发的VIP专享提升方案。",
      },
      "zh-TW": {
        name: "VIP 尊榮雙效拉提",
        summary: "一天內完成音波拉提600發與鳳凰電波FLX 600發的VIP專屬拉提方案。",
      },
    },
    "VIP 연간 스킨부스터 멤버십": {
      en: {
        name: "VIP Annual Skin Booster Membership",
        summary:
          "An annual membership with 12 sessions of Rejuran, Juvelook and Mulgwang injections over one year.",
      },
      ja: {
        name: "VIP年間スキンブースター会員",
        summary: "リジュラン・ジュベルック・水光注射を1年間で12回受けられる年間メンバーシップです。",
      },
      "zh-CN": {
        name: "VIP 年度皮肤营养针会员",
        summary: "一年内可接受12次丽珠兰、Juvelook、水光针的年度会员方案。",
      },
      "zh-TW": {
        name: "VIP 年度水光營養針會員",
        summary: "一年內可接受12次麗珠蘭、Juvelook、水光針的年度會員方案。",
      },
    },
  },
};
