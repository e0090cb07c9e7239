import { MicroAppEntry, type CompanyConfigBody, type CompanyConfigView, type LoginHidingMode } from '@orator/shared';

/** The editor's form values: lists as one item per line, micro-apps as `name | url | label`. */
export interface ConfigFormValues {
  companyId: string;
  hosts: string;
  applyDefaults: boolean;
  nlpKey: string;
  clearNlpKey: boolean;
  tailor: boolean;
  menuHeadHide: boolean;
  menuHide: boolean;
  loginType: string;
  agreementIgnore: boolean;
  homeRedirect: string;
  removedPages: string;
  title: string;
  keywords: string;
  loginHidingMode: LoginHidingMode;
  loginUrl: string;
  embedOrigins: string;
  tokenInEditorUrl: boolean;
  microApps: string;
}

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** `name | url | label` lines; null when a line is not one (the form says which rule). */
export function parseMicroApps(text: string): MicroAppEntry[] | null {
  const entries = lines(text).map((line) => {
    const [name = '', url = '', label = ''] = line.split('|').map((part) => part.trim());
    return MicroAppEntry.safeParse({ name, url, label });
  });
  return entries.every((entry) => entry.success) ? entries.map((entry) => entry.data as MicroAppEntry) : null;
}

export function formOf(view: CompanyConfigView | null): ConfigFormValues {
  const s = view?.settings ?? {};
  return {
    companyId: view?.companyId ?? '',
    hosts: (view?.hosts ?? []).join('\n'),
    applyDefaults: view?.applyDefaults ?? true,
    nlpKey: '',
    clearNlpKey: false,
    tailor: s.tailor ?? true,
    menuHeadHide: s.menuHeadHide ?? false,
    menuHide: s.menuHide ?? false,
    loginType: s.loginType ?? 'default',
    agreementIgnore: s.agreementIgnore ?? true,
    homeRedirect: s.homeRedirect ?? 'none',
    removedPages: (s.removedPages ?? []).join('\n'),
    title: s.title ?? '',
    keywords: s.keywords ?? '',
    loginHidingMode: s.loginHiding?.mode ?? 'off',
    loginUrl: s.loginHiding?.loginUrl ?? '',
    embedOrigins: (s.embedOrigins ?? []).join('\n'),
    tokenInEditorUrl: s.tokenInEditorUrl ?? false,
    microApps: (s.microApps ?? []).map((app) => `${app.name} | ${app.url} | ${app.label}`).join('\n'),
  };
}

/** The body the server validates (it answers the spec's messages for anything wrong). */
export function bodyOf(values: ConfigFormValues): CompanyConfigBody {
  const nlpKey = values.clearNlpKey ? '' : values.nlpKey.trim() || undefined;
  return {
    companyId: values.companyId.trim(),
    hosts: lines(values.hosts).map((host) => host.toLowerCase()),
    applyDefaults: values.applyDefaults,
    ...(nlpKey === undefined ? {} : { nlpKey }),
    settings: {
      tailor: values.tailor,
      menuHeadHide: values.menuHeadHide,
      menuHide: values.menuHide,
      ...(values.loginType === 'default' ? {} : { loginType: values.loginType as CompanyConfigBody['settings']['loginType'] }),
      agreementIgnore: values.agreementIgnore,
      homeRedirect: values.homeRedirect as CompanyConfigBody['settings']['homeRedirect'],
      removedPages: lines(values.removedPages),
      title: values.title.trim(),
      keywords: values.keywords.trim(),
      loginHiding: { mode: values.loginHidingMode, loginUrl: values.loginHidingMode === 'redirect' ? values.loginUrl.trim() : '' },
      embedOrigins: lines(values.embedOrigins).map((origin) => origin.replace(/\/+$/, '')),
      tokenInEditorUrl: values.tokenInEditorUrl,
      microApps: parseMicroApps(values.microApps) ?? [],
    },
  };
}
