import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** What the machine actually has; the catalog lists only voices that can speak. */
export interface InstalledEngines {
  festivalVoices: string[];
  fliteVoices: string[];
  /** espeak-ng voice names/languages as listed by `espeak-ng --voices`. */
  espeakVoices: Set<string>;
  /** Every installed espeak-ng voice (language and voice name), as `espeak-ng --voices` lists them. */
  espeakCatalogue?: EspeakVoiceEntry[];
}

export interface EspeakVoiceEntry {
  /** The espeak-ng language (what `-v` selects), e.g. `sw`, `en-gb`, `vi-vn-x-south`. */
  language: string;
  /** espeak-ng's own name, e.g. `Swahili`, `English_(Great_Britain)` with underscores as spaces. */
  name: string;
}

const FESTIVAL_VOICES: { fn: string; dir: string }[] = [
  { fn: 'voice_cmu_us_slt_arctic_hts', dir: '/usr/share/festival/voices/us/cmu_us_slt_arctic_hts' },
];

let probed: InstalledEngines | null = null;

/** Probed once per process: installed packages do not change while the server runs. */
export function probeInstalledEngines(): InstalledEngines {
  probed ??= {
    festivalVoices: hasCommand('festival') ? FESTIVAL_VOICES.filter((v) => existsSync(v.dir)).map((v) => v.fn) : [],
    fliteVoices: listFliteVoices(),
    espeakVoices: listEspeakVoices(),
    espeakCatalogue: listEspeakCatalogue(),
  };
  return probed;
}

function hasCommand(command: string): boolean {
  try {
    execFileSync(command, ['--version'], { stdio: 'ignore', timeout: 10_000 });
    return true;
  } catch {
    return false;
  }
}

function listFliteVoices(): string[] {
  try {
    const out = execFileSync('flite', ['-lv'], { encoding: 'utf8', timeout: 10_000 });
    return out.replace(/^.*?:/, '').trim().split(/\s+/).filter(Boolean);
  } catch {
    return [];
  }
}

function listEspeakVoices(): Set<string> {
  return new Set(listEspeakCatalogue().map((entry) => entry.language));
}

let espeakListing: EspeakVoiceEntry[] | null = null;

/** `espeak-ng --voices`: "Pty Language Age/Gender VoiceName File Other", one voice a line (MBROLA voices left out: they need extra data). */
function listEspeakCatalogue(): EspeakVoiceEntry[] {
  if (espeakListing) return espeakListing;
  try {
    const out = execFileSync('espeak-ng', ['--voices'], { encoding: 'utf8', timeout: 10_000 });
    espeakListing = parseEspeakVoices(out);
  } catch {
    espeakListing = [];
  }
  return espeakListing;
}

export function parseEspeakVoices(listing: string): EspeakVoiceEntry[] {
  const entries: EspeakVoiceEntry[] = [];
  for (const line of listing.split('\n').slice(1)) {
    const [, language, , name, file] = line.trim().split(/\s+/);
    if (!language || !name || file?.startsWith('mb/')) continue;
    entries.push({ language: language.toLowerCase(), name: name.replace(/_/g, ' ') });
  }
  return entries;
}
