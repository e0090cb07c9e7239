import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** What the machine actually has; the catalog lists only voices that can speak. */
export interface InstalledEngines {
  festivalVoices: string[];
  fliteVoices: string[];
  /** espeak-ng voice names/languages as listed by `espeak-ng --voices`. */
  espeakVoices: Set<string>;
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
  try {
    const out = execFileSync('espeak-ng', ['--voices'], { encoding: 'utf8', timeout: 10_000 });
    const names = new Set<string>();
    for (const line of out.split('\n').slice(1)) {
      const language = line.trim().split(/\s+/)[1];
      if (language) names.add(language.toLowerCase());
    }
    return names;
  } catch {
    return new Set();
  }
}
