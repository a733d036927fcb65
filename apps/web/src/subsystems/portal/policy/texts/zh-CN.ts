/** Texts of the policy detail (/policyDetail); read as `portal.policy.<key>`. */
const zhCN = {
  policy: {
    breadcrumb: '融资政策',
    issuer: '发布单位',
    published: '发布时间',
    validity: '有效期',
    validRange: '{{from}} 至 {{to}}',
    validFrom: '{{from}} 起',
    longTerm: '长期有效',
    notFound: '政策不存在或已下线',
    error: '政策加载失败',
  },
};

export default zhCN;
export type PolicyTexts = typeof zhCN;
