import type { TextsLike } from '@/lib/i18n';
import type { LandingTexts } from './zh-CN';

const zhTW: TextsLike<LandingTexts> = {
  landing: {
    common: {
      register: '免費註冊',
      browse: '瀏覽融資產品',
      what: '業務簡介',
      steps: '辦理流程',
      fit: '適用企業',
      moreProducts: '查看更多產品',
      productsEmpty: '暫無相關產品',
      productsError: '產品載入失敗',
    },
    voucher: {
      title: '電子憑證',
      intro:
        '電子憑證是核心企業依託真實貿易，在平台上向供應商簽發的、承諾到期付款的電子化應收帳款債權憑證。供應商收到後可以持有到期、向上游拆分轉讓，或隨時向金融機構申請保理融資。',
      benefits: {
        title: '三大優勢',
        easy: {
          title: '融資便捷',
          description: '憑證線上簽收即可申請融資，資料線上提交，無需抵押，最快當天到帳。',
        },
        lowCost: {
          title: '成本低廉',
          description: '依託核心企業信用定價，融資利率明顯低於中小企業自身的信用貸款。',
        },
        assured: {
          title: '安全有保障',
          description: '憑證由核心企業確權簽發，全程電子簽章、留痕可查，到期由核心企業兌付。',
        },
      },
      features: {
        title: '憑證特點',
        transferable: {
          title: '可轉讓',
          description: '憑證可沿供應鏈逐級轉讓，用於支付上游供應商的貨款，減少資金占用。',
        },
        financeable: {
          title: '可融資',
          description: '持有憑證的任一級供應商都可以向金融機構申請保理融資，活化應收帳款。',
        },
        configurable: {
          title: '可配置',
          description: '金額可按需拆分，到期日、融資比例等要素可依業務情境彈性配置。',
        },
      },
      products: '保理融資產品',
    },
    bill: {
      title: '電子票據',
      intro:
        '電子票據（電子商業匯票）是企業之間常用的結算工具。持票企業可以透過平台對接銀行的票據貼現服務：線上簽約、即時詢價、線上提交資料，網銀背書後即可取得貼現資金。',
      flow: {
        title: '業務流程',
        register: { title: '平台註冊', description: '企業在平台註冊並完成實名認證。' },
        signing: { title: '銀行線上簽約', description: '選擇貼現銀行，線上簽署票據貼現協議。' },
        pricing: { title: '貼現價格查詢', description: '輸入票據資訊，即時查詢貼現利率與到帳金額。' },
        materials: { title: '線上提交資料', description: '上傳貿易合約、發票等貼現資料，銀行線上審核。' },
        endorsement: { title: '網銀背書', description: '在企業網銀中將票據背書給貼現銀行，資金隨即到帳。' },
      },
      openPlatform: {
        title: '銀行開放平台',
        description:
          '票據簽約、詢價與背書由合作銀行的開放平台提供服務。您可以前往銀行開放平台，了解票據貼現的介面與服務詳情。',
        link: '前往銀行開放平台',
      },
      products: '票據融資產品',
    },
    about: {
      title: '關於平台',
      error: '平台介紹載入失敗',
      partners: {
        title: '合作機構',
        empty: '暫無合作機構',
        error: '合作機構載入失敗',
      },
    },
    supplyChain: {
      receivable: {
        title: '應收帳款融資',
        intro: '供應商把對核心企業的應收帳款轉讓給金融機構，提前拿到貨款，不必等到帳期結束。',
        what: '應收帳款融資以真實貿易形成的應收帳款為基礎。核心企業確認債務後，金融機構按應收帳款金額的一定比例向供應商撥款，到期由核心企業直接向金融機構付款。它把「等帳期」變成「現金流」，特別適合帳期長、回款慢的中小供應商。',
        steps: {
          documents: { title: '提交貿易資料', description: '上傳合約、發票、驗收單等證明貿易真實的資料。' },
          confirm: { title: '核心企業確權', description: '核心企業線上確認應收帳款的金額與到期日。' },
          approve: { title: '機構審批', description: '金融機構審核資料，核定融資額度與利率。' },
          loan: { title: '撥款與回款', description: '資金撥入供應商帳戶，到期由核心企業付款結清。' },
        },
        fit: {
          a: '為大型核心企業供貨、帳期在 30 天以上的供應商',
          b: '應收帳款集中、回款週期長、營運資金緊張的企業',
          c: '希望不增加負債、以應收帳款活化資金的企業',
        },
        products: '應收帳款融資產品',
      },
      warehouse: {
        title: '倉單融資',
        intro: '企業把存放在合作倉庫中的貨物形成倉單，以倉單質押向金融機構融資，貨物在庫即可變現。',
        what: '倉單是倉儲企業簽發的、證明貨物已入庫並由其保管的憑證。企業把標準化、易變現的貨物存入平台合作的監管倉庫，取得電子倉單後出質給金融機構，即可按貨物價值的一定比例取得貸款。還款後解除質押即可提貨，也可以分批還款、分批提貨。',
        steps: {
          store: { title: '貨物入庫', description: '貨物存入合作監管倉庫，經檢驗後入庫。' },
          receipt: { title: '簽發倉單', description: '倉儲企業簽發電子倉單，貨物資訊即時可查。' },
          pledge: { title: '倉單質押', description: '在平台提交融資申請，把倉單出質給金融機構。' },
          loan: { title: '撥款與提貨', description: '貸款到帳；還款後解除質押，分批提貨。' },
        },
        fit: {
          a: '大宗商品、農產品、鋼材、化工原料等貿易與生產企業',
          b: '存貨占用資金多、需要活化庫存的企業',
          c: '缺少不動產抵押、但有穩定庫存的中小企業',
        },
        products: '倉單融資產品',
      },
      logistics: {
        title: '物流融資',
        intro: '物流企業以真實的運單和運費應收為依據取得融資，運費不再壓款。',
        what: '物流融資（運單融資）以平台上真實發生的運輸業務為基礎：承運企業完成運輸、形成運單後，可以憑運單對應的運費應收帳款向金融機構申請融資。金融機構依據運單軌跡、簽收等資料核實交易後快速撥款，到期由託運方支付運費還款。',
        steps: {
          waybill: { title: '上傳運單', description: '同步運輸合約、運單與在途軌跡資料。' },
          receipt: { title: '簽收確認', description: '收貨方線上簽收，形成運費應收帳款。' },
          apply: { title: '申請融資', description: '按運費金額線上申請，金融機構審核。' },
          loan: { title: '撥款與還款', description: '資金到帳；託運方到期支付運費結清。' },
        },
        fit: {
          a: '為大型貨主承運、運費帳期長的物流與運輸企業',
          b: '車隊、專線、貨代等需要墊付油費和過路費的企業',
          c: '運輸業務資料完整、可線上追溯的企業',
        },
        products: '物流融資產品',
      },
    },
  },
};

export default zhTW;
