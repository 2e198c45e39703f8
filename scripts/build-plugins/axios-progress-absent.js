// Stands in for axios's progress-event helpers (helpers/progressEventReducer.js with its
// speedometer and throttle) in the browser builds. The xhr adapter builds them only for a call
// with `onUploadProgress`/`onDownloadProgress`, and the app's calls have none.
const absent = () => {
  throw new Error('sport-info: axios progress events are left out of this build');
};
export const progressEventReducer = absent;
export const progressEventDecorator = absent;
export const asyncDecorator = absent;
