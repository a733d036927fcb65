/** Texts of the landing pages (/voucher, /bill, /terraceAbout, /supplyChain/*); read as `portal.landing.<key>`. */
const zhCN = {
  landing: {
    common: {
      register: '免费注册',
      browse: '浏览融资产品',
      what: '业务简介',
      steps: '办理流程',
      fit: '适用企业',
      moreProducts: '查看更多产品',
      productsEmpty: '暂无相关产品',
      productsError: '产品加载失败',
    },
    voucher: {
      title: '电子凭证',
      intro:
        '电子凭证是核心企业依托真实贸易，在平台上向供应商签发的、承诺到期付款的电子化应收账款债权凭证。供应商收到后可以持有到期、向上游拆分转让，或随时向金融机构申请保理融资。',
      benefits: {
        title: '三大优势',
        easy: {
          title: '融资便捷',
          description: '凭证在线签收即可申请融资，资料线上提交，无需抵押，最快当天到账。',
        },
        lowCost: {
          title: '成本低廉',
          description: '依托核心企业信用定价，融资利率明显低于中小企业自身的信用贷款。',
        },
        assured: {
          title: '安全有保障',
          description: '凭证由核心企业确权签发，全程电子签名、留痕可查，到期由核心企业兑付。',
        },
      },
      features: {
        title: '凭证特点',
        transferable: {
          title: '可转让',
          description: '凭证可沿供应链逐级转让，用于支付上游供应商的货款，减少资金占用。',
        },
        financeable: {
          title: '可融资',
          description: '持有凭证的任一级供应商都可以向金融机构申请保理融资，盘活应收账款。',
        },
        configurable: {
          title: '可配置',
          description: '金额可按需拆分，到期日、融资比例等要素可按业务场景灵活配置。',
        },
      },
      products: '保理融资产品',
    },
    bill: {
      title: '电子票据',
      intro:
        '电子票据（电子商业汇票）是企业之间常用的结算工具。持票企业可以通过平台对接银行的票据贴现服务：在线签约、实时询价、线上提交资料，网银背书后即可获得贴现资金。',
      flow: {
        title: '业务流程',
        register: { title: '平台注册', description: '企业在平台注册并完成实名认证。' },
        signing: { title: '银行在线签约', description: '选择贴现银行，在线签署票据贴现协议。' },
        pricing: { title: '贴现价格查询', description: '录入票据信息，实时查询贴现利率与到账金额。' },
        materials: { title: '线上提交资料', description: '上传贸易合同、发票等贴现资料，银行在线审核。' },
        endorsement: { title: '网银背书', description: '在企业网银中将票据背书给贴现银行，资金随即到账。' },
      },
      openPlatform: {
        title: '银行开放平台',
        description:
          '票据签约、询价与背书由合作银行的开放平台提供服务。您可以前往银行开放平台，了解票据贴现的接口与服务详情。',
        link: '前往银行开放平台',
      },
      products: '票据融资产品',
    },
    about: {
      title: '关于平台',
      error: '平台介绍加载失败',
      partners: {
        title: '合作机构',
        empty: '暂无合作机构',
        error: '合作机构加载失败',
      },
    },
    supplyChain: {
      receivable: {
        title: '应收账款融资',
        intro: '供应商把对核心企业的应收账款转让给金融机构，提前拿到货款，不必等到账期结束。',
        what: '应收账款融资以真实贸易形成的应收账款为基础。核心企业确认债务后，金融机构按应收账款金额的一定比例向供应商放款，到期由核心企业直接向金融机构付款。它把“等账期”变成“现金流”，特别适合账期长、回款慢的中小供应商。',
        steps: {
          documents: { title: '提交贸易资料', description: '上传合同、发票、验收单等证明贸易真实的资料。' },
          confirm: { title: '核心企业确权', description: '核心企业在线确认应收账款的金额与到期日。' },
          approve: { title: '机构审批', description: '金融机构审核资料，核定融资额度与利率。' },
          loan: { title: '放款与回款', description: '资金发放到供应商账户，到期由核心企业付款结清。' },
        },
        fit: {
          a: '为大型核心企业供货、账期在 30 天以上的供应商',
          b: '应收账款集中、回款周期长、流动资金紧张的企业',
          c: '希望不增加负债、以应收账款盘活资金的企业',
        },
        products: '应收账款融资产品',
      },
      warehouse: {
        title: '仓单融资',
        intro: '企业把存放在合作仓库中的货物形成仓单，以仓单质押向金融机构融资，货物在库即可变现。',
        what: '仓单是仓储企业签发的、证明货物已入库并由其保管的凭证。企业把标准化、易变现的货物存入平台合作的监管仓库，取得电子仓单后出质给金融机构，即可按货物价值的一定比例获得贷款。还款后解除质押即可提货，也可以分批还款、分批提货。',
        steps: {
          store: { title: '货物入库', description: '货物存入合作监管仓库，经检验后入库。' },
          receipt: { title: '签发仓单', description: '仓储企业签发电子仓单，货物信息实时可查。' },
          pledge: { title: '仓单质押', description: '在平台提交融资申请，把仓单出质给金融机构。' },
          loan: { title: '放款与提货', description: '贷款到账；还款后解除质押，分批提货。' },
        },
        fit: {
          a: '大宗商品、农产品、钢材、化工原料等贸易与生产企业',
          b: '存货占用资金多、需要盘活库存的企业',
          c: '缺少不动产抵押、但有稳定库存的中小企业',
        },
        products: '仓单融资产品',
      },
      logistics: {
        title: '物流融资',
        intro: '物流企业以真实的运单和运费应收为依据获得融资，运费不再压款。',
        what: '物流融资（运单融资）以平台上真实发生的运输业务为基础：承运企业完成运输、形成运单后，可以凭运单对应的运费应收账款向金融机构申请融资。金融机构依据运单轨迹、签收等数据核实交易后快速放款，到期由托运方支付运费还款。',
        steps: {
          waybill: { title: '上传运单', description: '同步运输合同、运单与在途轨迹数据。' },
          receipt: { title: '签收确认', description: '收货方在线签收，形成运费应收账款。' },
          apply: { title: '申请融资', description: '按运费金额在线申请，金融机构审核。' },
          loan: { title: '放款与还款', description: '资金到账；托运方到期支付运费结清。' },
        },
        fit: {
          a: '为大型货主承运、运费账期长的物流与运输企业',
          b: '车队、专线、货代等需要垫付油费和路桥费的企业',
          c: '运输业务数据完整、可在线追溯的企业',
        },
        products: '物流融资产品',
      },
    },
  },
};

export default zhCN;
export type LandingTexts = typeof zhCN;
