// Process entry. React and React Router choose their production or development
// builds from NODE_ENV when first imported, so it is settled here, before any
// of them loads (the configuration module validates the value afterwards).
process.env.NODE_ENV ||= 'production';
await import('./server-process.ts');
export {};
