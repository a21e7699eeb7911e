// Imported first by a bench run on its own (`node --import tsx bench/console-diary.ts`): React and React
// Router pick their production builds by NODE_ENV when first loaded, as `npm run bench` and `npm start`
// (server/main.ts) have them.
process.env.NODE_ENV ||= 'production';
