<?php
/**
 * The lane's wp-config.php, linked into its WordPress root: everything comes from the environment the lane sets
 * (tests/wordpress/wordpress.ts), so no file under /etc/wordpress is written or read.
 */
$pm_env = function ( $name ) {
	$value = getenv( $name );
	if ( false === $value || '' === $value ) {
		fwrite( STDERR, "wp-config.php: $name is not set\n" );
		exit( 1 );
	}
	return $value;
};
define( 'DB_NAME', $pm_env( 'PM_WP_DB_NAME' ) );
define( 'DB_USER', 'root' );
define( 'DB_PASSWORD', '' );
define( 'DB_HOST', 'localhost:' . $pm_env( 'PM_WP_DB_SOCKET' ) );
define( 'DB_CHARSET', 'utf8mb4' );
define( 'DB_COLLATE', '' );
foreach ( array( 'AUTH_KEY', 'SECURE_AUTH_KEY', 'LOGGED_IN_KEY', 'NONCE_KEY', 'AUTH_SALT', 'SECURE_AUTH_SALT', 'LOGGED_IN_SALT', 'NONCE_SALT' ) as $pm_key ) {
	define( $pm_key, $pm_env( 'PM_WP_SALT' ) . $pm_key );
}
$table_prefix = 'wp_';

// the site is seen through the lane's front, so its media URLs point through it
define( 'WP_HOME', $pm_env( 'PM_WP_HOME' ) );
define( 'WP_SITEURL', $pm_env( 'PM_WP_HOME' ) );
define( 'WP_CONTENT_DIR', rtrim( ABSPATH, '/' ) . '/wp-content' );

// nothing may reach out: no network here, and a lane must not wait on one
define( 'WP_HTTP_BLOCK_EXTERNAL', true );
define( 'DISABLE_WP_CRON', true );
define( 'AUTOMATIC_UPDATER_DISABLED', true );
define( 'WP_AUTO_UPDATE_CORE', false );
define( 'WP_DEBUG', false );
define( 'WP_ENVIRONMENT_TYPE', 'local' );

require_once ABSPATH . 'wp-settings.php';
