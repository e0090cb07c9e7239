import type { CustomParameter, LanguageTemplate, ModelTier, Role, RoleSummary } from '@orator/shared';
import type { RoleRow } from './role-repo.ts';

/** Rows -> the shared contract's shapes. */
export function toRole(row: RoleRow): Role {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    modelTier: row.modelTier as ModelTier,
    greeting: row.greeting,
    fallbackPhrase: row.fallbackPhrase,
    sensitivePhrase: row.sensitivePhrase,
    answerPrefix: row.answerPrefix,
    sleepPhrase: row.sleepPhrase,
    commonQuestions: row.commonQuestions,
    prompt: row.prompt,
    customParameters: row.customParameters as CustomParameter[],
    historyTurns: row.historyTurns,
    temperature: row.temperature,
    maxReplyLength: row.maxReplyLength,
    languageTemplates: row.languageTemplates as LanguageTemplate[],
    knowledgeBaseIds: row.knowledgeBaseIds,
    qaLibraryIds: row.qaLibraryIds,
    flowId: row.flowId,
    pluginIds: row.pluginIds,
    privateBaseId: row.privateBaseId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toRoleSummary(row: RoleRow): RoleSummary {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    modelTier: row.modelTier as ModelTier,
    privateBaseId: row.privateBaseId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    knowledgeBaseCount: row.knowledgeBaseIds.length,
    qaLibraryCount: row.qaLibraryIds.length,
  };
}
