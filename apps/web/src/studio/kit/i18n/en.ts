/** Texts of the editor kit (top bar, route shell, voice picker), shared by every editor. */
export const en = {
  route: {
    notFound: 'This project does not exist or was deleted.',
    loadFailed: 'The project could not be loaded.',
  },
  top: { back: 'Back to the creation centre', projectName: 'Project name', undo: 'Undo', redo: 'Redo' },
  save: {
    idle: 'All changes saved',
    pending: 'Unsaved changes',
    saving: 'Saving…',
    saved: 'Saved',
    failed: 'Not saved — will retry on the next change',
  },
  voice: {
    choose: 'Choose a voice',
    voice: 'Voice',
    language: 'Voice language',
    allLanguages: 'All languages',
    gender: 'Voice gender',
    anyGender: 'All',
    female: 'Female',
    male: 'Male',
    default: 'Default voice',
    defaultNamed: 'Default · {{name}}',
    none: 'No voice matches the filter',
    playSample: 'Play a sample of this voice',
    myVoices: 'My voices',
    libraryVoices: 'Voice library',
    defaultHint: 'No voice chosen: the default voice of the script’s language speaks it, in the preview and in the export.',
    chosenHint: 'The preview and the export both use this voice. Clear it to go back to the default.',
  },
};
