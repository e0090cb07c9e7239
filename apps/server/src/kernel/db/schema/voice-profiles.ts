import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * A user's voice profile (issue 12 §3): the sentences of its edition read by the user, then
 * either matched offline (a catalogue voice plus signal processing) or cloned by the operator's
 * voice-cloning server. Editors address it as the voice `profile:{id}`.
 */
export const voiceProfiles = pgTable(
  'voice_profiles',
  {
    id: text('id').primaryKey(),
    ownerId: text('owner_id').notNull(),
    tenantId: text('tenant_id').notNull(),
    name: text('name').notNull(),
    /** Speech-catalogue content language (en, zhchs). */
    language: text('language').notNull(),
    /** 20 | 100 | 500 sentences (spec §9). */
    edition: integer('edition').notNull(),
    /** collecting | building | ready | failed */
    status: text('status').notNull().default('collecting'),
    /** matched | cloned, once built. */
    mode: text('mode'),
    gender: text('gender'),
    baseVoiceId: text('base_voice_id'),
    /** { pitchSemitones, speed, trebleDb } of a matched profile. */
    dsp: jsonb('dsp').$type<{ pitchSemitones: number; speed: number; trebleDb: number }>(),
    /** What the samples measured (VoiceFeatures of @orator/speech). */
    measured: jsonb('measured').$type<Record<string, number>>(),
    /** The voice id the cloning server gave a cloned profile. */
    remoteVoiceId: text('remote_voice_id'),
    progress: integer('progress').notNull().default(0),
    failureReason: text('failure_reason'),
    jobId: text('job_id'),
    /** Absolute storage key of the finished voice's spoken sample (MP3). */
    sampleKey: text('sample_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('voice_profiles_owner_idx').on(t.ownerId, t.tenantId, t.createdAt)],
);

/** One sentence read: its audio (16 kHz mono WAV, a storage object) and length. */
export const voiceProfileSamples = pgTable(
  'voice_profile_samples',
  {
    profileId: text('profile_id')
      .notNull()
      .references(() => voiceProfiles.id, { onDelete: 'cascade' }),
    /** The sentence's index in the edition's reading list. */
    sentenceIndex: integer('sentence_index').notNull(),
    storageKey: text('storage_key').notNull(),
    durationMs: integer('duration_ms').notNull(),
    /** recorded | uploaded */
    source: text('source').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.profileId, t.sentenceIndex] })],
);
