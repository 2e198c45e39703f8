/**
 * Calls `onFrame` once, when the video's first frame is on screen: requestVideoFrameCallback where
 * the browser has it (the frame was handed to the compositor), else the first `playing` or
 * `timeupdate` with currentTime > 0. Returns a cancel function.
 */
export function watchFirstFrame(video: HTMLVideoElement, onFrame: () => void): () => void {
  let done = false;
  let cleanup: () => void;
  const finish = (): void => {
    if (done) return;
    done = true;
    cleanup();
    onFrame();
  };
  if (typeof video.requestVideoFrameCallback === 'function') {
    const handle = video.requestVideoFrameCallback(finish);
    cleanup = () => video.cancelVideoFrameCallback?.(handle);
  } else {
    const check = (): void => {
      if (video.currentTime > 0) finish();
    };
    video.addEventListener('playing', check);
    video.addEventListener('timeupdate', check);
    cleanup = () => {
      video.removeEventListener('playing', check);
      video.removeEventListener('timeupdate', check);
    };
  }
  return () => {
    if (done) return;
    done = true;
    cleanup();
  };
}
