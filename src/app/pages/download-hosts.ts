/**
 * The hosts the apps are downloaded from (download-links.ts's addresses are on them). The spec has
 * an allowed host list of 4 hosts without their values: ours is the host's `allowedHosts` prop
 * (the portal names its own) and these two, which the runtime adds so that the download pages work
 * under any host — no four values are invented. Apart from the links: the runtime (first screen)
 * needs only these.
 */
export const DOWNLOAD_HOSTS = ['apps.apple.com', 'download.sport-info.app'];
