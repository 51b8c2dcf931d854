<?php
/**
 * Router for PHP's built-in server (`php -S 127.0.0.1:<port> router.php`, document root PM_WP_ROOT): uploads are
 * served as files, anything else goes to WordPress's index.php, whose pretty permalinks map `/wp-json/` to the REST API.
 * ABSPATH is the lane's own root (symlinks to Debian's /usr/share/wordpress plus our wp-config.php), so
 * wp-load.php reads our wp-config.php rather than Debian's, which would look in /etc/wordpress.
 */
$pm_path = rawurldecode( (string) parse_url( $_SERVER['REQUEST_URI'], PHP_URL_PATH ) );
if ( str_starts_with( $pm_path, '/wp-content/uploads/' ) ) {
	return false;
}
define( 'ABSPATH', rtrim( getenv( 'PM_WP_ROOT' ), '/' ) . '/' );
$_SERVER['SCRIPT_NAME']     = '/index.php';
$_SERVER['PHP_SELF']        = '/index.php';
$_SERVER['SCRIPT_FILENAME'] = ABSPATH . 'index.php';
chdir( ABSPATH );
require ABSPATH . 'index.php';
