// Moved to @petrobridge/story-kit; this re-export goes once no story imports it.
export * from '@petrobridge/story-kit';
