/** The new-user questionnaire (issue 14 §3; option lists are ours). */
export const en = {
  banner: {
    title: 'Tell us a little about you and get {{seconds}} seconds of composition time',
    body: 'Six quick questions help us show you the right templates and avatars.',
    fill: 'Fill in',
    later: 'Later',
  },
  title: 'About you',
  gift: 'Submit to receive {{seconds}} seconds of composition time (once).',
  submit: 'Submit',
  thanks: 'Thank you! {{seconds}} seconds of composition time were added.',
  required: 'Please choose one',
  fields: {
    accountUse: 'You use Orator as',
    company: 'Company name (optional)',
    gender: 'Gender',
    ageBand: 'Age',
    purpose: 'What do you make videos for?',
    videoType: 'Which videos do you make most?',
  },
  options: {
    accountUse: { individual: 'An individual', enterprise: 'A company or team' },
    gender: { female: 'Female', male: 'Male', undisclosed: 'Prefer not to say' },
    ageBand: {
      under18: 'Under 18',
      from18to24: '18–24',
      from25to34: '25–34',
      from35to44: '35–44',
      from45to54: '45–54',
      over55: '55 or over',
    },
    purpose: {
      marketing: 'Marketing',
      training: 'Training',
      ecommerce: 'E-commerce',
      customerService: 'Customer service',
      education: 'Teaching',
      personal: 'Personal use',
      other: 'Something else',
    },
    videoType: {
      productIntro: 'Product introductions',
      course: 'Courses',
      news: 'News and announcements',
      shortVideo: 'Short videos',
      liveSelling: 'Live selling',
      corporate: 'Company videos',
      other: 'Something else',
    },
  },
};
export type OnboardingBundle = typeof en;
