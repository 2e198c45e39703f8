/**
 * The follow an attention banner asks for goes through the same store action as the follow
 * buttons of the domain it belongs to — a streamer through the anchors' follow (the user's follows
 * are fetched again, so the streamer shows 已关注 everywhere), an expert through the tips'
 * attention (followers ±1 and isAttention at once on every expert and tip shown). A feature may
 * not import a domain: each registers its follower when the app starts (its descriptor's start).
 */
import type { FollowTarget } from './banners';

export interface BannerFollowers {
  /** Follows the streamer; true when it worked (the failure was already shown). */
  streamer(hostId: number): Promise<boolean>;
  /** Follows the expert; true when it worked (the failure was already shown). */
  expert(professorId: number): Promise<boolean>;
}

const followers: Partial<BannerFollowers> = {};

/** A domain's follower of its banners' targets, until the returned function is called. */
export function registerBannerFollower<Kind extends keyof BannerFollowers>(
  kind: Kind,
  follower: BannerFollowers[Kind],
): () => void {
  followers[kind] = follower;
  return () => {
    if (followers[kind] === follower) delete followers[kind];
  };
}

/** True when the follow worked; false when it failed (told by the follower) or no domain follows such targets. */
export function followFromBanner(target: FollowTarget): Promise<boolean> {
  const followed =
    target.kind === 'streamer' ? followers.streamer?.(target.hostId) : followers.expert?.(target.professorId);
  return followed ?? Promise.resolve(false);
}
