/** Labels of the writing vocabulary (spec §9: script tones, scenarios, line styles, audiences), one set for every page that offers them. */
export const en = {
  tones: {
    professional: 'Professional',
    friendly: 'Friendly',
    enthusiastic: 'Enthusiastic',
    persuasive: 'Persuasive',
    humorous: 'Humorous',
    warm: 'Warm',
    confident: 'Confident',
    calm: 'Calm',
    inspiring: 'Inspiring',
    urgent: 'Urgent',
  },
  scenarios: { reporting: 'Reporting', speech: 'Speech', course: 'Course', story: 'Story' },
  lineStyles: { humorous: 'Humorous', serious: 'Serious', comedic: 'Comedic', warm: 'Warm' },
  audiences: {
    everyone: 'Everyone',
    men: 'Men',
    women: 'Women',
    youth: 'Youth',
    children: 'Children',
    elderly: 'Elderly',
    infants: 'Infants',
    middleAged: 'Middle-aged',
  },
};

export type WritingTexts = typeof en;
