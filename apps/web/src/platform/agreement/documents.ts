/** The legal documents (product-rules#screens), by their route segment. */
export const AGREEMENT_DOCUMENTS = ['userService', 'userPrivacy', 'infoShareList', 'thirdSDKPersonInfoCollectList'] as const;
export type AgreementDocument = (typeof AGREEMENT_DOCUMENTS)[number];

export const AGREEMENT_TITLE_KEYS: Record<AgreementDocument, string> = {
  userService: 'titles.userService',
  userPrivacy: 'titles.userPrivacy',
  infoShareList: 'titles.infoShareList',
  thirdSDKPersonInfoCollectList: 'titles.thirdSdkList',
};

export function isAgreementDocument(value: string): value is AgreementDocument {
  return (AGREEMENT_DOCUMENTS as readonly string[]).includes(value);
}
