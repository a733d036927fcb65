import type { NEWS_SUB_TYPES } from '@scf/shared';

/**
 * The demo portal's texts: news of every sub-type, help articles, financing policies, partners,
 * banners and the footer. Written as a real platform would publish them; figures are the demo
 * platform's own, never attributed to a real institution.
 */

export type SubType = keyof typeof NEWS_SUB_TYPES;

export const NEWS_TYPE_SEEDS: {
  code: SubType;
  zhCN: string;
  zhTW: string;
  enUS: string;
  inNewsList: boolean;
}[] = [
  { code: 'platformNews', zhCN: '平台新闻', zhTW: '平台新聞', enUS: 'Platform news', inNewsList: true },
  { code: 'industryNews', zhCN: '行业资讯', zhTW: '行業資訊', enUS: 'Industry news', inNewsList: true },
  {
    code: 'policyRegulation',
    zhCN: '政策法规',
    zhTW: '政策法規',
    enUS: 'Policies and regulations',
    inNewsList: true,
  },
  { code: 'notice', zhCN: '通知公告', zhTW: '通知公告', enUS: 'Notices', inNewsList: true },
  { code: 'helpCenter', zhCN: '帮助中心', zhTW: '幫助中心', enUS: 'Help Center', inNewsList: false },
];

export interface Section {
  heading: string;
  paragraphs: string[];
  list?: string[];
  ordered?: boolean;
}

export type Figure =
  | { kind: 'cover'; caption: string }
  | { kind: 'steps'; steps: string[]; caption: string }
  | { kind: 'chart'; title: string; bars: { label: string; value: number }[]; caption: string };

export interface ArticleSeed {
  code: string;
  subType: SubType;
  title: string;
  remark: string;
  source: string;
  sourceLink?: string;
  /** Beijing time, yyyy-mm-dd hh:mm. */
  date: string;
  lead: string[];
  figure: Figure;
  sections: Section[];
  status?: 'unpublished';
}

const PLATFORM = '平台运营中心';
const RESEARCH = '平台研究部';

export const ARTICLES: ArticleSeed[] = [
  // Platform news: more than one page of nine, so paging shows.
  {
    code: 'news-pn-01',
    subType: 'platformNews',
    title: '平台电子凭证融资服务全面上线',
    remark: '供应商可将核心企业签发的电子凭证在线拆分、流转，并向合作金融机构申请融资，最快当日放款。',
    source: PLATFORM,
    date: '2026-11-18 10:00',
    lead: [
      '11月18日，平台电子凭证融资服务在完成三个月的试运行后全面上线。核心企业基于真实贸易向一级供应商签发电子凭证，供应商可按需拆分、转让给上游，也可持凭证向合作金融机构申请融资。',
      '试运行期间，共有46家核心企业、1,120家供应商参与，累计签发凭证3.2万笔，其中约四成的凭证金额通过平台完成了融资。',
    ],
    figure: { kind: 'cover', caption: '电子凭证：可拆分、可流转、可融资' },
    sections: [
      {
        heading: '服务亮点',
        paragraphs: [
          '电子凭证以核心企业的付款承诺为基础，信用沿着供应链向上游传递，使末端的小微供应商也能以较低成本获得资金。',
        ],
        list: [
          '可拆分：按实际付款需要拆分金额，最小可至1元。',
          '可流转：在链上企业之间在线转让，全程留痕。',
          '可融资：持有凭证即可向合作金融机构申请融资。',
          '可追溯：每一次签发、转让与融资都有完整记录。',
        ],
      },
      {
        heading: '如何开通',
        paragraphs: [
          '已完成实名认证的企业用户登录后，在“电子凭证”栏目即可查看收到的凭证。核心企业开通签发功能，请联系平台客户经理。',
        ],
      },
    ],
  },
  {
    code: 'news-pn-02',
    subType: 'platformNews',
    title: '平台与六家银行完成系统直连，融资审批提速',
    remark:
      '融资申请资料、授信结果与放款信息在平台与银行之间实时交换，平均审批时间由五个工作日缩短至两个工作日。',
    source: PLATFORM,
    date: '2026-11-06 15:30',
    lead: [
      '平台近日与六家合作银行完成系统直连。企业在平台提交的融资申请与资料将实时送达银行审批系统，授信与放款结果也将第一时间回传平台。',
    ],
    figure: {
      kind: 'chart',
      title: '直连前后平均审批时长（工作日）',
      bars: [
        { label: '直连前', value: 5 },
        { label: '试点一月', value: 3 },
        { label: '试点二月', value: 2 },
      ],
      caption: '直连试点期间的平均审批时长',
    },
    sections: [
      {
        heading: '对企业的变化',
        paragraphs: ['企业无需再向银行重复报送资料，申请进度可在“企业工作台”随时查看。'],
        list: ['资料一次提交，多家机构共用', '审批进度实时更新', '放款结果短信通知'],
      },
      {
        heading: '下一步',
        paragraphs: ['平台将继续推进与更多金融机构的系统对接，预计明年上半年直连机构将超过十五家。'],
      },
    ],
  },
  {
    code: 'news-pn-03',
    subType: 'platformNews',
    title: '平台累计服务中小微企业突破一万家',
    remark:
      '截至10月底，在平台完成实名认证的企业达10,326家，其中小微企业占比超过八成，累计撮合融资超过180亿元。',
    source: PLATFORM,
    date: '2026-10-31 09:00',
    lead: ['截至10月31日，在平台完成实名认证的企业达到10,326家，其中小微企业8,540家，占比82.7%。'],
    figure: {
      kind: 'chart',
      title: '平台认证企业数量（家）',
      bars: [
        { label: '一季度', value: 6120 },
        { label: '二季度', value: 7480 },
        { label: '三季度', value: 9210 },
        { label: '十月', value: 10326 },
      ],
      caption: '2026年平台认证企业数量',
    },
    sections: [
      {
        heading: '融资规模稳步增长',
        paragraphs: ['平台累计撮合融资183.6亿元，其中应收账款融资占比最高，票据融资增长最快。'],
        list: ['应收账款融资：96.2亿元', '票据融资：51.8亿元', '信用融资：35.6亿元'],
      },
    ],
  },
  {
    code: 'news-pn-04',
    subType: 'platformNews',
    title: '平台举办“链上融资进园区”专场对接会',
    remark: '来自12家金融机构的客户经理与园区内80余家制造企业面对面交流，现场达成融资意向2.3亿元。',
    source: PLATFORM,
    date: '2026-10-20 16:00',
    lead: ['10月18日，平台在高新技术产业园区举办“链上融资进园区”专场对接会，园区内80余家制造企业参会。'],
    figure: { kind: 'cover', caption: '对接会现场' },
    sections: [
      {
        heading: '对接会内容',
        paragraphs: [
          '金融机构介绍了应收账款保理、订单融资和仓单融资等产品，平台工作人员现场演示了注册、认证与在线申请流程。',
        ],
        list: ['金融产品推介', '平台操作演示', '一对一融资咨询'],
      },
      { heading: '后续安排', paragraphs: ['平台将于下月在另外两个园区举办同类活动，欢迎企业关注通知公告。'] },
    ],
  },
  {
    code: 'news-pn-05',
    subType: 'platformNews',
    title: '仓单融资产品上线，存货也能变资金',
    remark: '企业将存放在合作仓库的货物生成电子仓单，即可在线申请质押融资，质押率最高可达货值的七成。',
    source: PLATFORM,
    date: '2026-10-09 10:30',
    lead: ['平台仓单融资产品正式上线。企业将货物存入合作仓库后，仓库出具电子仓单，企业凭仓单在线申请融资。'],
    figure: {
      kind: 'steps',
      steps: ['货物入库', '生成电子仓单', '在线申请', '机构审批', '放款'],
      caption: '仓单融资流程',
    },
    sections: [
      {
        heading: '适用企业',
        paragraphs: ['适合大宗商品贸易、农产品加工等存货较多、资金周转压力大的企业。'],
        list: ['存货价值稳定、易于变现', '与合作仓库签订仓储协议', '已完成平台实名认证'],
      },
    ],
  },
  {
    code: 'news-pn-06',
    subType: 'platformNews',
    title: '平台移动端小程序上线，随时查看融资进度',
    remark: '企业用户可通过小程序查看融资申请进度、还款计划和消息通知，并接收授信与放款结果提醒。',
    source: PLATFORM,
    date: '2026-09-25 14:00',
    lead: ['为方便企业随时掌握融资动态，平台小程序于9月25日上线，企业用户使用平台账号即可登录。'],
    figure: { kind: 'cover', caption: '平台小程序' },
    sections: [
      {
        heading: '主要功能',
        paragraphs: ['小程序与网页端数据实时同步。'],
        list: ['融资申请进度查询', '还款计划与到期提醒', '平台消息与公告'],
      },
    ],
  },
  {
    code: 'news-pn-07',
    subType: 'platformNews',
    title: '平台通过信息系统安全等级保护三级测评',
    remark: '平台在网络安全、数据安全和应用安全等方面通过第三方测评机构的全面评估，企业数据安全再添保障。',
    source: PLATFORM,
    date: '2026-09-12 11:00',
    lead: [
      '平台近日通过信息系统安全等级保护三级测评。测评覆盖物理环境、网络通信、应用系统与数据保护等多个方面。',
    ],
    figure: { kind: 'cover', caption: '等级保护三级测评' },
    sections: [
      {
        heading: '平台的安全措施',
        paragraphs: [
          '平台对登录密码加密传输并不可逆存储，对敏感操作进行短信验证，对全部业务操作留存审计记录。',
        ],
        list: ['全链路加密传输', '登录异常检测与账号锁定', '操作审计与数据备份'],
      },
    ],
  },
  {
    code: 'news-pn-08',
    subType: 'platformNews',
    title: '“首贷服务专区”上线，助力企业获得第一笔贷款',
    remark: '从未获得过银行贷款的小微企业，可在专区获得专属产品推荐与一对一融资辅导。',
    source: PLATFORM,
    date: '2026-08-28 09:30',
    lead: ['平台“首贷服务专区”上线，集中展示各合作机构面向首次贷款企业的产品，并提供融资辅导服务。'],
    figure: { kind: 'cover', caption: '首贷服务专区' },
    sections: [
      {
        heading: '专区服务',
        paragraphs: ['专区产品普遍具有门槛低、审批快、费用优惠的特点。'],
        list: ['专属产品推荐', '融资材料预审', '客户经理一对一辅导'],
      },
    ],
  },
  {
    code: 'news-pn-09',
    subType: 'platformNews',
    title: '平台上半年运营报告发布',
    remark: '上半年平台新增认证企业3,120家，撮合融资62.4亿元，融资申请平均审批时长较去年同期缩短40%。',
    source: PLATFORM,
    date: '2026-07-15 10:00',
    lead: ['平台发布2026年上半年运营报告，全面回顾上半年的企业服务与融资撮合情况。'],
    figure: {
      kind: 'chart',
      title: '上半年各月撮合融资金额（亿元）',
      bars: [
        { label: '1月', value: 8.1 },
        { label: '2月', value: 6.4 },
        { label: '3月', value: 10.9 },
        { label: '4月', value: 11.2 },
        { label: '5月', value: 12.3 },
        { label: '6月', value: 13.5 },
      ],
      caption: '2026年上半年各月撮合融资金额',
    },
    sections: [
      {
        heading: '主要数据',
        paragraphs: ['报告显示，平台服务的企业数量和融资规模均保持较快增长。'],
        list: ['新增认证企业3,120家', '撮合融资62.4亿元', '平均审批时长3.1个工作日'],
      },
    ],
  },
  {
    code: 'news-pn-10',
    subType: 'platformNews',
    title: '平台新增三家合作金融机构',
    remark: '两家城市商业银行和一家商业保理公司正式入驻平台，平台合作金融机构增至二十八家。',
    source: PLATFORM,
    date: '2026-06-30 15:00',
    lead: ['本月，两家城市商业银行和一家商业保理公司完成入驻，陆续在平台发布融资产品。'],
    figure: { kind: 'cover', caption: '新入驻的合作机构' },
    sections: [
      {
        heading: '新上线产品',
        paragraphs: ['新入驻机构上线的产品以应收账款保理和信用贷款为主。'],
        list: ['订单贷：按订单金额核定额度', '保理e融：核心企业确权后放款', '税信贷：依据纳税信用核定额度'],
      },
    ],
  },
  {
    code: 'news-pn-11',
    subType: 'platformNews',
    title: '平台开展“金融知识进企业”系列讲座',
    remark: '讲座围绕应收账款管理、票据业务与融资风险防范展开，线上线下累计近两千人参加。',
    source: PLATFORM,
    date: '2026-06-12 10:00',
    lead: ['5月至6月，平台联合合作机构举办四场“金融知识进企业”讲座，帮助企业财务人员了解供应链融资。'],
    figure: { kind: 'cover', caption: '讲座现场' },
    sections: [
      {
        heading: '讲座主题',
        paragraphs: ['每场讲座均安排了答疑环节，讲座视频已在平台帮助中心提供回放。'],
        list: ['应收账款的确权与管理', '电子票据的签收、背书与贴现', '防范融资诈骗'],
      },
    ],
  },
  {
    code: 'news-pn-12',
    subType: 'platformNews',
    title: '平台融资需求发布功能升级',
    remark: '企业发布融资需求后，符合条件的金融机构将收到提醒并可直接受理，需求响应时间明显缩短。',
    source: PLATFORM,
    date: '2026-05-20 14:30',
    lead: ['平台升级了融资需求发布功能，企业填写金额、期限和担保方式后，需求将推送给匹配的金融机构。'],
    figure: {
      kind: 'steps',
      steps: ['发布需求', '智能匹配', '机构受理', '对接沟通', '完成融资'],
      caption: '融资需求对接流程',
    },
    sections: [
      {
        heading: '升级内容',
        paragraphs: ['机构端新增需求提醒与抢单大厅，企业端可查看受理机构与对接进度。'],
        list: ['按金额、期限、担保方式智能匹配', '机构受理后企业即时收到通知', '需求状态全程可查'],
      },
    ],
  },
  {
    code: 'news-pn-13',
    subType: 'platformNews',
    title: '平台一周年：让每一笔真实交易都能融资',
    remark:
      '上线一年来，平台连接核心企业、供应商与金融机构，逐步形成覆盖应收账款、票据、仓单和信用的融资服务体系。',
    source: PLATFORM,
    date: '2026-04-28 09:00',
    lead: ['平台上线满一周年。一年来，平台始终围绕真实贸易背景，帮助中小微企业盘活应收账款、票据和存货。'],
    figure: { kind: 'cover', caption: '平台一周年' },
    sections: [
      {
        heading: '一年来的变化',
        paragraphs: ['从最初的应收账款融资起步，平台已形成四类融资服务。'],
        list: ['应收账款融资', '票据融资', '仓单融资', '信用融资'],
      },
    ],
  },
  // Industry news.
  {
    code: 'news-in-01',
    subType: 'industryNews',
    title: '供应链金融数字化提速，线上化成为主流',
    remark: '越来越多的金融机构将供应链融资搬到线上，确权、审批和放款全流程线上办理正在成为行业常态。',
    source: RESEARCH,
    date: '2026-11-12 09:00',
    lead: [
      '近年来，供应链金融的线上化程度不断提高。核心企业确权、金融机构审批和资金划付逐步实现全流程线上办理。',
    ],
    figure: { kind: 'cover', caption: '供应链金融数字化' },
    sections: [
      {
        heading: '三个趋势',
        paragraphs: ['从平台观察到的业务数据看，线上化主要体现在以下方面。'],
        list: [
          '确权线上化：核心企业在线确认应付账款',
          '审批自动化：基于数据的授信模型',
          '资金直达：放款直接进入供应商账户',
        ],
      },
      {
        heading: '对中小企业的意义',
        paragraphs: ['线上化降低了融资的时间成本和沟通成本，使小额、高频的融资需求得到满足。'],
      },
    ],
  },
  {
    code: 'news-in-02',
    subType: 'industryNews',
    title: '应收账款融资：中小企业盘活资金的重要渠道',
    remark: '应收账款是中小企业最主要的流动资产之一，通过保理或质押融资可以提前回笼资金，缓解账期压力。',
    source: RESEARCH,
    date: '2026-10-26 10:00',
    lead: [
      '对于给大型企业供货的中小企业而言，较长的账期往往带来资金周转压力。应收账款融资是解决这一问题的常用方式。',
    ],
    figure: {
      kind: 'steps',
      steps: ['交付货物', '形成应收账款', '核心企业确权', '转让或质押', '获得融资'],
      caption: '应收账款融资的基本流程',
    },
    sections: [
      {
        heading: '两种常见方式',
        paragraphs: ['保理是将应收账款转让给保理商，质押融资则以应收账款作为担保向银行借款。'],
        list: ['有追索权保理', '无追索权保理', '应收账款质押贷款'],
      },
    ],
  },
  {
    code: 'news-in-03',
    subType: 'industryNews',
    title: '票据市场观察：供应链票据受到更多企业关注',
    remark: '供应链票据可按需拆分、在链上流转，适合供应链上下游之间的小额支付与融资。',
    source: RESEARCH,
    date: '2026-09-30 09:30',
    lead: [
      '供应链票据是依托供应链平台签发的电子商业汇票，可以等分化签发，更好地匹配上下游企业之间的小额结算需求。',
    ],
    figure: { kind: 'cover', caption: '供应链票据' },
    sections: [
      {
        heading: '企业关心的问题',
        paragraphs: ['企业在使用票据时，最关心承兑人信用、贴现利率和到期兑付。'],
        list: ['承兑人是谁、信用如何', '贴现利率与费用', '到期能否按时兑付'],
      },
    ],
  },
  {
    code: 'news-in-04',
    subType: 'industryNews',
    title: '绿色供应链金融：让绿色企业融资更容易',
    remark: '多家金融机构推出面向绿色企业与绿色项目的专属融资产品，在利率和审批上给予倾斜。',
    source: RESEARCH,
    date: '2026-08-18 14:00',
    lead: ['随着绿色发展理念的深入，越来越多的金融机构将绿色因素纳入供应链融资的授信评价。'],
    figure: { kind: 'cover', caption: '绿色供应链金融' },
    sections: [
      {
        heading: '常见支持方式',
        paragraphs: ['在平台注册时勾选“绿色企业”并提供相应证明的企业，可优先匹配这类产品。'],
        list: ['利率优惠', '审批绿色通道', '更高的授信额度'],
      },
    ],
  },
  {
    code: 'news-in-05',
    subType: 'industryNews',
    title: '小微企业融资的五个常见误区',
    remark: '只看利率不看费用、临到期才找资金、资料准备不充分……这些误区常常让企业错失融资机会。',
    source: RESEARCH,
    date: '2026-07-08 10:00',
    lead: ['融资是一项需要提前规划的工作。以下是平台客户经理在服务中总结的五个常见误区。'],
    figure: { kind: 'cover', caption: '融资误区' },
    sections: [
      {
        heading: '五个误区',
        paragraphs: ['了解这些误区，可以帮助企业更从容地安排融资。'],
        list: [
          '只比较利率，忽略服务费、保证金等综合成本',
          '资金紧张时才申请，没有留出审批时间',
          '财务资料不规范，影响授信评估',
          '忽视企业征信与纳税信用',
          '轻信“包过”中介，支付不合理费用',
        ],
        ordered: true,
      },
    ],
  },
  // Policies and regulations: interpretations of published rules.
  {
    code: 'news-pr-01',
    subType: 'policyRegulation',
    title: '解读：规范发展供应链金融的指导意见',
    remark:
      '中国人民银行等部门于2020年发布意见，提出规范发展供应链金融、支持供应链产业链稳定循环和优化升级。',
    source: '中国人民银行网站',
    sourceLink: 'https://www.pbc.gov.cn/',
    date: '2026-11-03 09:00',
    lead: [
      '2020年9月，中国人民银行等八部门联合印发《关于规范发展供应链金融 支持供应链产业链稳定循环和优化升级的意见》（银发〔2020〕226号），这是供应链金融领域的重要指导性文件。',
    ],
    figure: { kind: 'cover', caption: '政策解读' },
    sections: [
      {
        heading: '主要内容',
        paragraphs: [
          '意见从准确把握供应链金融内涵、稳步推动产业链金融服务创新、完善配套基础设施、防范风险等方面提出要求。',
        ],
        list: [
          '坚持提升产业链整体金融服务水平',
          '依托核心企业，实现信息、资金的有效传导',
          '推动应收账款、票据等融资的线上化',
          '强化风险防范与监管',
        ],
      },
      {
        heading: '对平台用户的意义',
        paragraphs: ['平台的确权、融资与信息服务均以真实交易为基础，符合意见提出的发展方向。'],
      },
    ],
  },
  {
    code: 'news-pr-02',
    subType: 'policyRegulation',
    title: '解读：商业汇票承兑、贴现与再贴现管理办法',
    remark: '办法自2023年1月1日起施行，将商业汇票最长期限调整为6个月，并强化了信息披露要求。',
    source: '中国人民银行网站',
    sourceLink: 'https://www.pbc.gov.cn/',
    date: '2026-10-15 10:00',
    lead: [
      '《商业汇票承兑、贴现与再贴现管理办法》由中国人民银行和原中国银保监会联合发布，自2023年1月1日起施行。',
    ],
    figure: { kind: 'cover', caption: '票据新规' },
    sections: [
      {
        heading: '企业需要注意',
        paragraphs: ['办法明确商业汇票应以真实交易关系为基础，并对承兑人信息披露提出要求。'],
        list: ['商业汇票最长期限为6个月', '票据签发与贴现须具有真实交易背景', '关注承兑人的信息披露情况'],
      },
    ],
  },
  {
    code: 'news-pr-03',
    subType: 'policyRegulation',
    title: '解读：保障中小企业款项支付条例',
    remark: '条例要求机关、事业单位和大型企业及时支付中小企业款项，不得以各种方式变相延长付款期限。',
    source: '中国政府网',
    sourceLink: 'https://www.gov.cn/',
    date: '2026-09-05 09:30',
    lead: [
      '《保障中小企业款项支付条例》以国务院令形式公布，旨在促进机关、事业单位和大型企业及时支付中小企业款项。',
    ],
    figure: { kind: 'cover', caption: '款项支付' },
    sections: [
      {
        heading: '核心要求',
        paragraphs: ['条例对付款期限、验收检验、商业汇票使用等方面作出规定。'],
        list: [
          '约定明确、合理的付款期限并按时支付',
          '不得以商业汇票等方式变相延长付款期限',
          '逾期支付应按约定或规定支付逾期利息',
        ],
      },
      {
        heading: '与供应链融资的关系',
        paragraphs: ['账期缩短与应收账款融资相结合，可以进一步缓解中小企业的资金压力。'],
      },
    ],
  },
  {
    code: 'news-pr-04',
    subType: 'policyRegulation',
    title: '应收账款质押登记：企业需要了解的要点',
    remark: '以应收账款出质的，应当在中国人民银行征信中心动产融资统一登记公示系统办理登记。',
    source: '中国人民银行征信中心网站',
    sourceLink: 'https://www.pbccrc.org.cn/',
    date: '2026-08-06 10:00',
    lead: [
      '应收账款质押登记通过中国人民银行征信中心的动产融资统一登记公示系统办理，登记信息可供社会公众查询。',
    ],
    figure: {
      kind: 'steps',
      steps: ['签订质押合同', '在线填写登记', '登记公示', '查询验证'],
      caption: '应收账款质押登记流程',
    },
    sections: [
      {
        heading: '要点',
        paragraphs: ['登记一般由质权人办理，出质人应配合核对应收账款信息。'],
        list: ['登记内容应真实、完整', '登记期限按需要确定并及时展期', '变更或注销应及时办理'],
      },
    ],
  },
  {
    code: 'news-pr-05',
    subType: 'policyRegulation',
    title: '优化营商环境：融资服务的新变化',
    remark: '各地持续推动涉企信息共享与融资服务线上化，企业可以更便捷地凭信用获得融资。',
    source: RESEARCH,
    date: '2026-06-22 09:00',
    lead: ['优化营商环境的一项重要内容，是让企业的纳税、社保等信用信息在依法合规的前提下服务于融资。'],
    figure: { kind: 'cover', caption: '营商环境' },
    sections: [
      {
        heading: '企业可以做什么',
        paragraphs: ['保持良好的纳税与经营记录，是获得信用融资的基础。'],
        list: ['按时申报纳税', '规范财务核算', '及时更新平台企业资料'],
      },
    ],
  },
  // Notices.
  {
    code: 'news-nt-01',
    subType: 'notice',
    title: '关于平台系统升级维护的公告',
    remark: '平台将于11月29日22:00至次日02:00进行系统升级，期间暂停融资申请与登录服务。',
    source: PLATFORM,
    date: '2026-11-20 17:00',
    lead: ['为提供更稳定的服务，平台将于2026年11月29日（周日）22:00至11月30日02:00进行系统升级维护。'],
    figure: { kind: 'cover', caption: '系统升级公告' },
    sections: [
      {
        heading: '影响范围',
        paragraphs: ['维护期间以下服务暂停，请提前安排业务。'],
        list: ['用户登录与注册', '融资申请提交', '资料上传与下载'],
      },
      { heading: '联系我们', paragraphs: ['如有疑问，请在工作时间（周一至周五 8:30-18:00）拨打客服电话。'] },
    ],
  },
  {
    code: 'news-nt-02',
    subType: 'notice',
    title: '关于防范冒用平台名义进行诈骗的提示',
    remark: '平台不会以任何理由要求企业向个人账户转账或支付“包过费”，请通过官方渠道办理业务。',
    source: PLATFORM,
    date: '2026-10-28 10:00',
    lead: ['近期有不法分子冒用平台名义，以“内部渠道”“快速放款”为由向企业收取费用。平台郑重提示：'],
    figure: { kind: 'cover', caption: '防诈骗提示' },
    sections: [
      {
        heading: '请注意',
        paragraphs: ['如遇可疑情况，请立即联系平台客服核实，必要时向公安机关报案。'],
        list: ['平台不收取任何融资“包过费”', '平台不会要求向个人账户转账', '短信验证码切勿告诉他人'],
      },
    ],
  },
  {
    code: 'news-nt-03',
    subType: 'notice',
    title: '关于国庆节假期客服时间安排的通知',
    remark: '10月1日至7日客服热线暂停人工服务，线上申请照常受理，节后第一个工作日起依次处理。',
    source: PLATFORM,
    date: '2026-09-26 15:00',
    lead: ['根据国家法定节假日安排，平台国庆节假期期间客服时间调整如下。'],
    figure: { kind: 'cover', caption: '假期安排' },
    sections: [
      {
        heading: '具体安排',
        paragraphs: ['假期期间线上服务正常开放。'],
        list: ['10月1日至7日：人工客服暂停', '线上融资申请照常提交', '10月8日起恢复正常服务时间'],
      },
    ],
  },
  {
    code: 'news-nt-04',
    subType: 'notice',
    title: '关于更新平台用户注册协议的公告',
    remark: '平台更新了用户注册协议与隐私政策，进一步明确了企业信息的收集、使用与保护规则。',
    source: PLATFORM,
    date: '2026-08-15 09:00',
    lead: ['平台更新了《平台用户注册协议》和《隐私政策》，新版本自公告之日起生效。'],
    figure: { kind: 'cover', caption: '协议更新' },
    sections: [
      {
        heading: '主要变化',
        paragraphs: ['更新后的协议可在注册页面查看。'],
        list: ['明确实名认证信息的用途', '补充信息共享的范围与条件', '完善账号注销规则'],
      },
    ],
  },
  {
    code: 'news-nt-draft',
    subType: 'notice',
    title: '关于春节假期服务安排的通知（草稿）',
    remark: '草稿，尚未发布。',
    source: PLATFORM,
    date: '2026-11-21 09:00',
    lead: ['春节假期服务安排待定。'],
    figure: { kind: 'cover', caption: '草稿' },
    sections: [],
    status: 'unpublished',
  },
  // Help centre, newest first is the menu's order: the first steps come first.
  {
    code: 'help-01-register',
    subType: 'helpCenter',
    title: '如何注册平台账号',
    remark: '使用手机号即可快速注册企业账号，注册后可浏览产品并完成实名认证。',
    source: PLATFORM,
    date: '2026-11-01 09:06',
    lead: ['企业在平台办理融资前，需要先注册账号。注册只需手机号和企业名称，整个过程约两分钟。'],
    figure: {
      kind: 'steps',
      steps: ['点击注册', '填写账号信息', '验证手机号', '完成注册'],
      caption: '注册流程',
    },
    sections: [
      {
        heading: '操作步骤',
        paragraphs: ['在平台首页右上角点击“注册”，按页面提示操作。'],
        list: [
          '填写用户名（字母开头，4-20位字母、数字或下划线）、公司名称和登录密码，勾选注册协议。',
          '输入手机号和图形验证码，获取并填写短信验证码。',
          '提交后注册完成，系统会提示进行实名认证。',
        ],
        ordered: true,
      },
      {
        heading: '注意事项',
        paragraphs: [
          '用户名注册后不能修改；一个手机号在同一平台只能注册一个账号。密码须为6-20位，包含数字、大写字母、小写字母、符号中的至少三种。',
        ],
      },
    ],
  },
  {
    code: 'help-02-realname',
    subType: 'helpCenter',
    title: '如何完成企业实名认证',
    remark: '实名认证分三步：填写企业信息、法定代表人信息和经办人信息，审核通过后即可申请融资。',
    source: PLATFORM,
    date: '2026-11-01 09:05',
    lead: ['实名认证用于确认企业的真实身份。未完成实名认证的账号只能浏览公开信息，不能申请融资或发布需求。'],
    figure: {
      kind: 'steps',
      steps: ['企业基本信息', '法定代表人信息', '经办人信息', '提交审核'],
      caption: '实名认证的三个步骤',
    },
    sections: [
      {
        heading: '准备材料',
        paragraphs: ['请提前准备以下材料的清晰照片或扫描件（jpg、jpeg、png、gif格式，单个不超过5M）。'],
        list: [
          '营业执照',
          '法定代表人身份证正反面',
          '企业近六个月内开具的增值税发票一张',
          '经盖章的用户授权函',
        ],
      },
      {
        heading: '操作步骤',
        paragraphs: [
          '登录后进入“实名认证”，按向导填写。上传营业执照和身份证后，系统会自动识别并填入信息，请仔细核对。',
        ],
        list: [
          '第一步：填写企业名称、统一社会信用代码、注册地址和开户银行等信息。',
          '第二步：填写法定代表人姓名、身份证号和手机号。',
          '第三步：添加经办操作员和复核操作员（每类最多5人），确认授权函后提交。',
        ],
        ordered: true,
      },
    ],
  },
  {
    code: 'help-03-apply',
    subType: 'helpCenter',
    title: '如何申请融资',
    remark: '在产品列表中找到合适的产品，进入详情页点击“立即申请”，填写金额、期限并上传资料即可提交。',
    source: PLATFORM,
    date: '2026-11-01 09:04',
    lead: ['平台汇集了多家金融机构的融资产品。您可以按金额、期限、担保方式和利率筛选产品。'],
    figure: {
      kind: 'steps',
      steps: ['筛选产品', '查看详情', '立即申请', '上传资料', '等待审批'],
      caption: '融资申请流程',
    },
    sections: [
      {
        heading: '操作步骤',
        paragraphs: ['申请前请确认账号已完成实名认证。'],
        list: [
          '进入“融资产品”，通过关键字和筛选条件查找产品。',
          '在产品详情页查看利率、额度、期限和申请条件，下载资料模板。',
          '点击“立即申请”，填写贷款金额（万元）、期限（月）、担保方式和融资用途。',
          '按要求上传申请资料，阅读并勾选协议后提交。',
        ],
        ordered: true,
      },
      { heading: '审批进度', paragraphs: ['提交后可在工作台查看审批进度，审批结果将通过短信通知。'] },
    ],
  },
  {
    code: 'help-04-repay',
    subType: 'helpCenter',
    title: '如何查看还款计划与还款',
    remark: '放款后可在企业工作台查看还款计划，按期还款并确认还款记录。',
    source: PLATFORM,
    date: '2026-11-01 09:03',
    lead: ['融资放款后，平台会根据金融机构的放款信息生成还款计划。'],
    figure: { kind: 'steps', steps: ['查看还款计划', '按期还款', '确认还款'], caption: '还款流程' },
    sections: [
      {
        heading: '查看还款计划',
        paragraphs: ['登录后进入“企业工作台”，在“还款计划”中查看每期的还款日期、还款金额和贷款利率。'],
      },
      {
        heading: '还款方式',
        paragraphs: ['还款通过金融机构约定的账户进行。还款完成后，可在平台确认还款记录。'],
        list: ['请在还款日前确保账户余额充足', '提前还款请先联系放款机构', '逾期将影响企业信用记录'],
      },
    ],
  },
  {
    code: 'help-05-mobile',
    subType: 'helpCenter',
    title: '如何更换绑定手机号',
    remark: '在个人设置中选择“修改手机号”，验证原手机号和登录密码后，绑定新的手机号。',
    source: PLATFORM,
    date: '2026-11-01 09:02',
    lead: ['绑定手机号用于登录和接收验证码。手机号变更后，请及时在平台更换。'],
    figure: {
      kind: 'steps',
      steps: ['验证身份', '填写新手机号', '短信验证', '完成更换'],
      caption: '更换手机号流程',
    },
    sections: [
      {
        heading: '操作步骤',
        paragraphs: ['登录后点击页面顶部的用户名，选择“修改手机号”。'],
        list: [
          '第一步：输入当前手机号和登录密码。',
          '第二步：输入新手机号和图形验证码，获取并填写短信验证码。',
          '提交后更换完成，下次登录请使用新手机号。',
        ],
        ordered: true,
      },
    ],
  },
  {
    code: 'help-06-password',
    subType: 'helpCenter',
    title: '忘记密码怎么办',
    remark: '在登录页点击“忘记密码”，通过绑定手机号接收验证码即可重设密码。',
    source: PLATFORM,
    date: '2026-11-01 09:01',
    lead: ['如果忘记了登录密码，可以通过绑定手机号自助找回。'],
    figure: { kind: 'steps', steps: ['输入用户名', '短信验证', '设置新密码'], caption: '找回密码流程' },
    sections: [
      {
        heading: '操作步骤',
        paragraphs: ['在登录页点击“忘记密码”，按提示操作。'],
        list: ['输入用户名，确认绑定手机号。', '输入图形验证码并获取短信验证码。', '设置新密码并确认。'],
        ordered: true,
      },
      {
        heading: '提示',
        paragraphs: ['连续输错密码5次，账号将被锁定15分钟。重设密码后，其他设备上的登录会失效。'],
      },
    ],
  },
  {
    code: 'help-07-faq',
    subType: 'helpCenter',
    title: '常见问题',
    remark: '关于注册、认证、融资申请和账号安全的常见问题解答。',
    source: PLATFORM,
    date: '2026-11-01 09:00',
    lead: ['以下是企业用户最常咨询的问题。如未找到答案，请在工作时间联系客服。'],
    figure: { kind: 'cover', caption: '常见问题' },
    sections: [
      {
        heading: '注册与认证',
        paragraphs: [
          '问：实名认证需要多长时间？答：资料齐全的，一般在1-2个工作日内完成审核。',
          '问：认证未通过怎么办？答：请根据审核意见修改资料后重新提交。',
        ],
      },
      {
        heading: '融资申请',
        paragraphs: [
          '问：可以同时申请多个产品吗？答：可以，但请合理评估企业的还款能力。',
          '问：申请被拒绝后多久可以再次申请？答：建议补充资料或改善经营状况后再申请。',
        ],
      },
      {
        heading: '账号安全',
        paragraphs: ['为保障账号安全，请注意：'],
        list: ['不要将密码和验证码告诉他人', '定期修改登录密码', '离开电脑时锁定屏幕或退出登录'],
      },
    ],
  },
];

export interface PolicySeed {
  code: string;
  name: string;
  remark: string;
  issuer: string;
  date: string;
  validFrom: string | null;
  validTo: string | null;
  sections: Section[];
  status?: 'unpublished';
}

const FINANCE_OFFICE = '市地方金融管理局';
const INDUSTRY_OFFICE = '市工业和信息化局';

export const POLICIES: PolicySeed[] = [
  {
    code: 'policy-01-interest',
    name: '中小微企业供应链融资贴息政策',
    remark: '通过平台获得应收账款或票据融资的中小微企业，按实际支付利息的30%给予贴息，单户年度最高50万元。',
    issuer: `${FINANCE_OFFICE}、${INDUSTRY_OFFICE}`,
    date: '2026-11-10 09:00',
    validFrom: '2026-01-01',
    validTo: '2026-12-31',
    sections: [
      { heading: '支持对象', paragraphs: ['在本市注册、通过平台获得供应链融资的中小微企业。'] },
      {
        heading: '支持标准',
        paragraphs: ['按企业在政策期内实际支付利息的30%给予贴息。'],
        list: ['单户企业年度贴息最高50万元', '同一笔融资不得重复享受其他贴息政策'],
      },
      {
        heading: '申请方式',
        paragraphs: ['企业在融资结清后，通过平台提交贴息申请及付息凭证，经审核后拨付。'],
        list: ['提交贴息申请表', '上传借款合同与付息凭证', '等待审核与拨付'],
        ordered: true,
      },
    ],
  },
  {
    code: 'policy-02-first-loan',
    name: '首贷企业融资服务费减免',
    remark: '首次通过平台获得贷款的企业，免收平台服务费，合作机构同步给予利率优惠。',
    issuer: '平台运营中心、合作金融机构',
    date: '2026-10-18 09:00',
    validFrom: '2026-07-01',
    validTo: '2027-06-30',
    sections: [
      { heading: '支持对象', paragraphs: ['此前从未获得过银行贷款、首次通过平台获得融资的企业。'] },
      {
        heading: '优惠内容',
        paragraphs: ['首笔融资免收平台服务费。'],
        list: ['平台服务费全免', '合作机构利率优惠（以产品页面为准）'],
      },
    ],
  },
  {
    code: 'policy-03-green',
    name: '绿色企业融资利率优惠',
    remark: '经认定的绿色企业通过平台申请融资，可享受合作机构的绿色通道与利率优惠。',
    issuer: '平台合作金融机构',
    date: '2026-09-08 09:00',
    validFrom: '2026-09-01',
    validTo: null,
    sections: [
      { heading: '支持对象', paragraphs: ['在平台认证为绿色企业，或融资用于绿色项目的企业。'] },
      {
        heading: '优惠内容',
        paragraphs: ['合作机构在审批和定价上给予倾斜。'],
        list: ['审批绿色通道', '利率下浮（以产品页面为准）'],
      },
    ],
  },
  {
    code: 'policy-04-risk',
    name: '科技型中小企业信用贷款风险补偿',
    remark: '合作银行向科技型中小企业发放的信用贷款发生损失的，由风险补偿资金池按比例分担。',
    issuer: `${INDUSTRY_OFFICE}`,
    date: '2026-07-20 09:00',
    validFrom: '2026-01-01',
    validTo: '2028-12-31',
    sections: [
      { heading: '支持对象', paragraphs: ['取得科技型中小企业评价入库编号的企业。'] },
      {
        heading: '政策内容',
        paragraphs: ['风险补偿资金池对合作银行的信用贷款损失按比例分担，鼓励银行加大信用贷款投放。'],
        list: ['单户贷款金额不超过1000万元', '贷款期限不超过3年'],
      },
    ],
  },
  {
    code: 'policy-05-bill',
    name: '供应链票据贴现补贴',
    remark: '中小微企业持供应链票据在平台合作机构办理贴现的，按贴现金额给予一定比例补贴。',
    issuer: FINANCE_OFFICE,
    date: '2026-06-05 09:00',
    validFrom: '2026-06-01',
    validTo: '2026-12-31',
    sections: [
      { heading: '支持对象', paragraphs: ['持有供应链票据并在平台合作机构办理贴现的中小微企业。'] },
      { heading: '补贴标准', paragraphs: ['按贴现金额的0.2%给予补贴，单户年度最高20万元。'] },
    ],
  },
  {
    code: 'policy-06-guarantee',
    name: '政府性融资担保费率优惠',
    remark: '通过平台申请、由政府性融资担保机构提供担保的融资，担保费率降至1%以下。',
    issuer: `${FINANCE_OFFICE}`,
    date: '2026-04-16 09:00',
    validFrom: '2026-04-01',
    validTo: null,
    sections: [
      { heading: '支持对象', paragraphs: ['单户担保金额在1000万元以下的小微企业和个体工商户。'] },
      { heading: '优惠内容', paragraphs: ['担保费率不超过1%，对首次担保的企业进一步降低费率。'] },
    ],
  },
];

export const PARTNERS: { code: string; name: string; short: string; url: string; color: string }[] = [
  {
    code: 'partner-pbc',
    name: '中国人民银行',
    short: '央',
    url: 'https://www.pbc.gov.cn/',
    color: '#c0392b',
  },
  {
    code: 'partner-nfra',
    name: '国家金融监督管理总局',
    short: '金',
    url: 'https://www.nfra.gov.cn/',
    color: '#0b3d91',
  },
  {
    code: 'partner-pbccrc',
    name: '人民银行征信中心',
    short: '征',
    url: 'https://www.pbccrc.org.cn/',
    color: '#1a936f',
  },
  {
    code: 'partner-shcpe',
    name: '上海票据交易所',
    short: '票',
    url: 'https://www.shcpe.com.cn/',
    color: '#d48806',
  },
  {
    code: 'partner-cba',
    name: '中国银行业协会',
    short: '银',
    url: 'https://www.china-cba.net/',
    color: '#722ed1',
  },
  {
    code: 'partner-nifa',
    name: '中国互联网金融协会',
    short: '互',
    url: 'https://www.nifa.org.cn/',
    color: '#13c2c2',
  },
  { code: 'partner-gov', name: '中国政府网', short: '政', url: 'https://www.gov.cn/', color: '#a8071a' },
  {
    code: 'partner-miit',
    name: '工业和信息化部',
    short: '工',
    url: 'https://www.miit.gov.cn/',
    color: '#2f54eb',
  },
];

/** The home banners (web_index). */
export const BANNERS = {
  news: {
    code: 'ad-web-index-news',
    title: '电子凭证融资服务全面上线',
    subline: '可拆分 · 可流转 · 可融资，最快当日放款',
    action: '查看详情',
    newsCode: 'news-pn-01',
  },
  policy: {
    code: 'ad-web-index-policy',
    title: '中小微企业供应链融资贴息',
    subline: '按实际付息的30%贴息，单户年度最高50万元',
    action: '了解政策',
    policyCode: 'policy-01-interest',
  },
  product: {
    code: 'ad-web-index-product',
    title: '应收账款保理 在线确权',
    subline: '核心企业确权后快速放款，盘活应收账款',
    action: '立即申请',
  },
  link: {
    code: 'ad-web-index-voucher',
    title: '电子凭证 让信用沿供应链流动',
    subline: '核心企业信用直达末端供应商',
    action: '了解电子凭证',
    hyperlink: '/voucher',
  },
} as const;

export const aboutText = (platformName: string) =>
  [
    `<p>${platformName}是面向企业与金融机构的供应链金融综合服务平台。平台以真实贸易为基础，连接核心企业、上下游供应商与银行、保理等金融机构，为中小微企业提供应收账款融资、票据融资、仓单融资和信用融资等服务。</p>`,
    '<h2>我们的使命</h2>',
    '<p>让每一笔真实交易都能便捷地转化为融资，让核心企业的信用惠及链条上的每一家企业。</p>',
    '<h2>平台能力</h2>',
    '<ul><li>企业在线注册与实名认证，三步完成</li><li>汇集多家金融机构的融资产品，按需筛选比较</li><li>融资申请、审批进度与还款计划线上管理</li><li>融资需求发布，金融机构主动对接</li></ul>',
    '<h2>服务数据</h2>',
    '<p>截至2026年10月底，平台累计认证企业10,326家，合作金融机构28家，累计撮合融资183.6亿元。</p>',
    '<h2>联系我们</h2>',
    '<p>客服时间：周一至周五 8:30-18:00。合作咨询请在工作时间联系平台客户经理。</p>',
  ].join('');
