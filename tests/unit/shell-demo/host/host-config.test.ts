import { readHostConfig } from '@shell-demo/host/src/host-config';

describe("the host's runtime config", () => {
  it('carries a backup manifest address for the fallback pack only when the page gives one', () => {
    const page = { remoteManifestUrl: 'http://cdn.test/lean/mf-manifest.json', apiBaseUrl: 'http://api.test' };
    expect(readHostConfig(page)).not.toHaveProperty('remoteBackupManifestUrl');
    expect(readHostConfig({ ...page, remoteBackupManifestUrl: ' ' })).not.toHaveProperty('remoteBackupManifestUrl');
    expect(
      readHostConfig({ ...page, remoteBackupManifestUrl: 'http://mirror.test/lean/mf-manifest.json' })
        .remoteBackupManifestUrl,
    ).toBe('http://mirror.test/lean/mf-manifest.json');
  });
});
