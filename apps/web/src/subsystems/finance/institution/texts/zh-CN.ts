const zhCN = {
  institution: {},
};

export default zhCN;
export type InstitutionTexts = typeof zhCN;
